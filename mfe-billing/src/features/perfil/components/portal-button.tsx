import { useState } from 'react';
import {
  ApiError,
  call,
  createPortalSession,
  type PortalFlow,
  requestToast,
  ResponseContractError,
  type SubscriptionStatus,
} from '@tm/shared-contracts';
import { Button } from '@tm/shared-contracts/ui';

const PORTAL_FALLBACK = 'No se pudo abrir el portal de gestión. Intenta nuevamente.';

const LABELS: Record<'all' | PortalFlow, string> = {
  all: 'Gestionar mi suscripción',
  payment_method_update: 'Cambiar mi tarjeta',
};

/**
 * Opens the payment provider's portal, the whole of it or straight on one task (changing the
 * card); on failure a toast, and the button works again (§8).
 */
export function PortalButton({
  userId,
  currentStatus,
  flow,
}: {
  userId: string;
  currentStatus: SubscriptionStatus;
  flow?: PortalFlow;
}) {
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    try {
      const { url } = await call(createPortalSession, {
        body: { userId, currentStatus, ...(flow ? { flow } : {}) },
      }).catch((error: unknown) => {
        // An answer without a usable url is §8's own message.
        if (error instanceof ResponseContractError) throw new Error('No se recibió URL del portal');
        throw error;
      });
      window.location.assign(url);
    } catch (error) {
      const message =
        error instanceof ApiError
          ? error.serverMessage
          : error instanceof Error
            ? error.message
            : null;
      requestToast(window, {
        title: 'Error',
        description: message || PORTAL_FALLBACK,
        variant: 'destructive',
      });
      setBusy(false);
    }
  };
  return (
    <Button type="button" $variant="secondary" disabled={busy} onClick={() => void open()}>
      {busy ? 'Abriendo el portal...' : LABELS[flow ?? 'all']}
    </Button>
  );
}
