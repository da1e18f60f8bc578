import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tm/shared-contracts/router';
import { requestToast, ROUTES, subscriptionActivated } from '@tm/shared-contracts';
import { createSubscriptionWithPayment } from './checkout-api.js';

/**
 * After the card is saved: the subscription, then the local markers of §4, the success toast
 * and /modulo-1. A failure shows the §8 toast and leaves the person on the form.
 */
export function useCompleteSubscription(customerId: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async (paymentMethodId: string): Promise<boolean> => {
    try {
      const subscribed = await createSubscriptionWithPayment(customerId, paymentMethodId);
      await subscriptionActivated(queryClient, subscribed, ROUTES.modulo1);
      navigate(ROUTES.modulo1);
      return true;
    } catch (error) {
      requestToast(window, {
        title: 'Error',
        description: (error instanceof Error && error.message) || 'Error al procesar el pago',
        variant: 'destructive',
      });
      return false;
    }
  };
}
