import { Loading, PageContainer } from '@tm/shared-contracts/ui';

/** A screen on its way: its place keeps a skeleton instead of going blank. */
export function ScreenLoading() {
  return (
    <PageContainer aria-busy="true">
      <Loading lines={4}>Cargando…</Loading>
    </PageContainer>
  );
}
