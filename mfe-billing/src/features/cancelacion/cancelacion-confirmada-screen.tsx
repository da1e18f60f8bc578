import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tm/shared-contracts/router';
import { ROUTES } from '@tm/shared-contracts';
import { Button, Lead, PageContainer, PageTitle } from '@tm/shared-contracts/ui';
import { storedUserId, userRecordQuery } from '../../shared/account.js';
import { longDate } from '../../shared/format.js';
import { Actions, Narrow, Panel } from '../../shared/layout.js';

/** /cancelacion-confirmada: access is kept to the end of the paid period, then read-only. */
export function CancelacionConfirmadaScreen() {
  const userId = storedUserId();
  const { data } = useQuery({ ...userRecordQuery(userId ?? ''), enabled: Boolean(userId) });
  const [openedAt] = useState(() => Date.now());
  const until =
    data?.currentPeriodEnd && data.currentPeriodEnd > openedAt
      ? longDate(data.currentPeriodEnd)
      : null;
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
