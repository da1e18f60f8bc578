import { Link } from '@tm/shared-contracts/router';
import { ROUTES } from '@tm/shared-contracts';
import { Button, Lead, PageContainer, PageTitle, Actions, Narrow } from '@tm/shared-contracts/ui';
import { ConfirmationFor } from '../../shared/confirmation-for.js';

/** /reactivacion-confirmada: welcome back, with a button to /perfil, to an active subscriber. */
export function ReactivacionConfirmadaScreen() {
  return <ConfirmationFor status="active">{() => <WelcomeBack />}</ConfirmationFor>;
}

function WelcomeBack() {
  return (
    <PageContainer>
      <Narrow>
        <div>
          <PageTitle>¡Qué bueno tenerte de vuelta!</PageTitle>
          <Lead>
            Tu suscripción está activa otra vez y tienes acceso completo a tu programa. Te enviamos
            un correo con los detalles.
          </Lead>
        </div>
        <Actions>
          <Button as={Link} to={ROUTES.perfil}>
            Ir a mi perfil
          </Button>
        </Actions>
      </Narrow>
    </PageContainer>
  );
}
