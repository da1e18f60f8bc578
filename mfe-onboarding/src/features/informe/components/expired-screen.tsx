import { PRICE, ROUTES } from '@tm/shared-contracts';
import { Button, Card, Lead, PageContainer, PageTitle } from '@tm/shared-contracts/ui';
import { Link } from '@tm/shared-contracts/router';

/** Replaces the report once the trial has ended for good (archived, §4). */
export function ExpiredScreen() {
  return (
    <PageContainer>
      <PageTitle>Tu prueba gratuita terminó</PageTitle>
      <Lead>Tus respuestas y tu informe siguen guardados. Cuando quieras, puedes continuar.</Lead>
      <Card>
        <p>
          Con la suscripción de ${PRICE.amountUsd} USD al mes recuperas tu informe, el chat semanal
          y los módulos. Puedes cancelar cuando quieras.
        </p>
        <Button as={Link} to={ROUTES.checkout}>
          Activar suscripción (${PRICE.amountUsd} USD/mes)
        </Button>
      </Card>
    </PageContainer>
  );
}
