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

  const finish = async () => {
    flag.set(STORAGE_KEYS.module1Completed);
    const userId = storedUserId();
    try {
      if (userId) await call(notifyModule1Completed, { body: { userId } });
    } catch (error) {
      // §8: the closing e-mail failing is logged only; the person moves on.
      console.error('No se pudo enviar el correo de cierre del Módulo 1', error);
    }
    void navigate(ROUTES.modulo1);
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
