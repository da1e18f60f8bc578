import { Loading, PageContainer, PageTitle } from '@tm/shared-contracts/ui';

/** §2 'Cargando tu resultado...': shown while the result (and its scoring code) loads. */
export function PatternResultLoading() {
  return (
    <PageContainer>
      <PageTitle>Tu resultado funcional</PageTitle>
      <Loading>Cargando tu resultado...</Loading>
    </PageContainer>
  );
}
