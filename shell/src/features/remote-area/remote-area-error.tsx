import { useRevalidator, useRouteError } from '@tm/shared-contracts/router';
import { ErrorCard, PageContainer } from '@tm/shared-contracts/ui';

/** Third failure layer: the remote's area shows this card; header, toasts and other areas stay. */
export function RemoteAreaError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  console.error('Error en una sección remota:', error);
  return (
    <PageContainer aria-busy={revalidator.state === 'loading'}>
      <ErrorCard
        title="No pudimos cargar esta sección"
        message="No pudimos cargar esta sección en este momento. Puede ser un problema pasajero de conexión: el resto de la página sigue funcionando. Inténtalo de nuevo en unos segundos."
        actionLabel="Reintentar"
        onAction={() => void revalidator.revalidate()}
      />
    </PageContainer>
  );
}
