import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from '@tm/shared-contracts/router';
import { call, notifyReactivation, ROUTES, user } from '@tm/shared-contracts';

const isCanceled = (status: string | null) => status === 'canceled' || status === 'cancelled';

/**
 * Return from the payment portal (§4): cancelled → /cancelacion-confirmada; cancelled before and
 * active now → reactivation e-mail, then /reactivacion-confirmada; then the URL becomes /perfil.
 * Returns true while the return is being handled.
 */
export function usePortalReturn(userId: string | null): boolean {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const fromPortal = params.get('from') === 'portal';
  const prevStatus = params.get('prevStatus');
  const [handling, setHandling] = useState(fromPortal);
  const started = useRef(false);

  useEffect(() => {
    if (!fromPortal || started.current) return;
    started.current = true;
    const go = (path: string) => {
      setHandling(false);
      navigate(path, { replace: true });
    };
    void (async () => {
      if (!userId) return go(ROUTES.perfil);
      try {
        const { subscriptionStatus } = await call(user, { params: { userId } });
        if (isCanceled(subscriptionStatus)) return go(ROUTES.cancelacionConfirmada);
        if (isCanceled(prevStatus) && subscriptionStatus === 'active') {
          await call(notifyReactivation, { body: { userId } }).catch((error: unknown) =>
            console.error('No se pudo enviar el correo de reactivación', error),
          );
          return go(ROUTES.reactivacionConfirmada);
        }
      } catch (error) {
        console.error('No se pudo comprobar el estado de la suscripción', error);
      }
      go(ROUTES.perfil);
    })();
  }, [fromPortal, prevStatus, userId, navigate]);

  return handling;
}
