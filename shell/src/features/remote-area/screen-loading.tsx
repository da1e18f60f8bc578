import { Lead, PageContainer } from '@tm/shared-contracts/ui';

export function ScreenLoading() {
  return (
    <PageContainer aria-busy="true">
      <Lead role="status">Cargando…</Lead>
    </PageContainer>
  );
}
