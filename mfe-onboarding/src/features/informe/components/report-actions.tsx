import {
  PRICE,
  ROUTES,
  STORAGE_KEYS,
  call,
  notifyModule1Completed,
  storedUserId,
} from '@tm/shared-contracts';
import { Button } from '@tm/shared-contracts/ui';
import { Link, useNavigate } from '@tm/shared-contracts/router';
import { flag } from '../../../shared/onboarding-storage.js';
import { getProgramme } from '../api/get-programme.js';
import { finishStep } from '../finish.js';

/** Subscribe offer and chat for trial users; 'Finalizar' for subscribers (§2). */
export function ReportActions({
  subscriber,
  showOffer,
}: {
  subscriber: boolean;
  showOffer: boolean;
}) {
  const navigate = useNavigate();
  const ready = flag.get(STORAGE_KEYS.informeReady);

  // Leads to her current module; Module 1 is marked finished (flag and closing e-mail, §2)
  // only when the server says its actions are done, never on day 1 with nothing done.
  const finish = async () => {
    const userId = storedUserId();
    const programme = userId ? await getProgramme(userId).catch(() => null) : null;
    const step = finishStep(programme);
    if (step.module1Done && userId) {
      flag.set(STORAGE_KEYS.module1Completed);
      try {
        await call(notifyModule1Completed, { body: { userId } });
      } catch (error) {
        // §8: the closing e-mail failing is logged only; the person moves on.
        console.error('No se pudo enviar el correo de cierre del Módulo 1', error);
      }
    }
    void navigate(step.path);
  };

  return (
    <div data-print-hide style={{ display: 'grid', gap: '0.75rem', margin: '1.5rem 0' }}>
      {subscriber && (
        <Button type="button" onClick={() => void finish()}>
          Finalizar
        </Button>
      )}
      {showOffer && (
        <div>
          <Button as={Link} to={ROUTES.checkout}>
            Suscribirme por ${PRICE.amountUsd} USD/mes
          </Button>
          <p>Pago seguro con Stripe • Cancela cuando quieras</p>
        </div>
      )}
      {showOffer && ready && (
        <Button as={Link} to={ROUTES.chatSemanal} $variant="secondary">
          Abrir Chat Ahora
        </Button>
      )}
    </div>
  );
}
