import { useState } from 'react';
import { Link } from '@tm/shared-contracts/router';
import { ROUTES, type UserRecord } from '@tm/shared-contracts';
import {
  Button,
  Lead,
  PageContainer,
  PageTitle,
  Actions,
  Narrow,
  Panel,
} from '@tm/shared-contracts/ui';
import { ConfirmationFor } from '../../shared/confirmation-for.js';
import { longDate } from '../../shared/format.js';

/** /cancelacion-confirmada: to a person whose subscription is cancelled (see ConfirmationFor). */
export function CancelacionConfirmadaScreen() {
  return (
    <ConfirmationFor status="canceled">
      {(record) => <Cancelled currentPeriodEnd={record.currentPeriodEnd} />}
    </ConfirmationFor>
  );
}

/** Access is kept to the end of the paid period, then read-only. */
function Cancelled({ currentPeriodEnd }: Pick<UserRecord, 'currentPeriodEnd'>) {
  const [openedAt] = useState(() => Date.now());
  const until = currentPeriodEnd && currentPeriodEnd > openedAt ? longDate(currentPeriodEnd) : null;
  return (
    <PageContainer>
      <Narrow>
        <div>
          <PageTitle>Tu suscripción fue cancelada</PageTitle>
          <Lead>
            Gracias por el tiempo que compartiste con nosotros. No se te hará ningún cobro más.
          </Lead>
        </div>
        <Panel>
          <h2>¿Qué pasa ahora?</h2>
          <p>
            {until
              ? `Mantienes el acceso completo hasta el ${until}.`
              : 'Mantienes el acceso completo hasta el final del periodo que ya pagaste.'}{' '}
            Después, tu cuenta queda en modo lectura: podrás ver tu informe, pero no el chat ni los
            módulos nuevos.
          </p>
          <p>Si cambias de idea, puedes reactivar tu suscripción cuando quieras desde tu perfil.</p>
        </Panel>
        <Actions>
          <Button as={Link} to={ROUTES.landing}>
            Volver al inicio
          </Button>
          <Button as={Link} to={ROUTES.perfil} $variant="secondary">
            Ir a mi perfil
          </Button>
        </Actions>
      </Narrow>
    </PageContainer>
  );
}
