import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tm/shared-contracts/router';
import {
  ApiError,
  call,
  completeSubscriptionSetup,
  ROUTES,
  subscriptionActivated,
} from '@tm/shared-contracts';
import { ErrorCard, Lead, PageContainer } from '@tm/shared-contracts/ui';

const NOT_CONFIRMED = 'Tu banco no confirmó la tarjeta. Inténtalo de nuevo o usa otra tarjeta.';

/**
 * Stripe brings the person back here when the bank asked for an extra check (3-D Secure):
 * the subscription is created from the confirmed SetupIntent, then the welcome shows.
 */
export function BankReturn({
  setupIntentId,
  redirectStatus,
}: {
  setupIntentId: string;
  redirectStatus: string | null;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(
    redirectStatus === 'failed' ? NOT_CONFIRMED : null,
  );
  const started = useRef(false);

  useEffect(() => {
    if (problem || started.current) return;
    started.current = true;
    call(completeSubscriptionSetup, { body: { setupIntentId } }).then(
      async (subscribed) => {
        await subscriptionActivated(queryClient, subscribed);
        void navigate(ROUTES.onboardingBienvenida, { replace: true });
      },
      (error: unknown) =>
        setProblem(
          (error instanceof ApiError && error.serverMessage) ||
            'No pudimos confirmar tu pago. Revisa tu conexión e inténtalo de nuevo.',
        ),
    );
  }, [problem, setupIntentId, navigate, queryClient]);

  if (problem)
    return (
      <ErrorCard
        title="No pudimos activar tu suscripción"
        message={problem}
        actionLabel="Volver a intentarlo"
        onAction={() => void navigate(ROUTES.checkout)}
      />
    );
  return (
    <PageContainer>
      <Lead role="status">Confirmando tu pago con tu banco...</Lead>
    </PageContainer>
  );
}
