import { Link } from '@tm/shared-contracts/router';
import { PRICE, ROUTES } from '@tm/shared-contracts';
import { Button, Actions, NoticePanel } from '@tm/shared-contracts/ui';

/** §4: at 0 days remaining and not active the chat is blocked (day 7); below 0 the trial is over. */
export function BlockedCard({ daysRemaining }: { daysRemaining: number }) {
  const daySeven = daysRemaining === 0;
  return (
    <NoticePanel aria-labelledby="chat-bloqueado">
      <h2 id="chat-bloqueado">
        {daySeven
          ? 'Chat en pausa: tu prueba gratuita ha finalizado (Día 7)'
          : 'Tu acceso al chat semanal terminó'}
      </h2>
      <p>
        Puedes volver a leer tus conversaciones cuando quieras. Para seguir escribiendo a tu
        asistente cada semana, activa tu suscripción.
      </p>
      <Actions>
        <Button as={Link} to={ROUTES.checkout}>
          {`Activar suscripción ($${PRICE.amountUsd} USD/mes)`}
        </Button>
      </Actions>
    </NoticePanel>
  );
}
