import {
  ApiError,
  apiJson,
  ENDPOINTS,
  type CreateSubscriptionResponse,
  type SandboxSetupResult,
  type SubscriptionWithPaymentResponse,
} from '@tm/shared-contracts';
import { ensureSession } from '../../shared/account.js';

/** The three initialisation errors of §8, shown on the error card. */
export const INIT_ERRORS = {
  session: 'Error al crear la sesión de pago',
  missing: 'No se recibió la información de pago',
  network: 'Error al conectar con el servidor',
} as const;

export class CheckoutInitError extends Error {}

/** POST /api/create-subscription (after making sure this browser has its session). */
export async function startCheckoutSession(): Promise<CreateSubscriptionResponse> {
  let answer: Partial<CreateSubscriptionResponse>;
  try {
    await ensureSession();
    answer = await apiJson<Partial<CreateSubscriptionResponse>>(
      'POST',
      ENDPOINTS.createSubscription.path,
      {},
    );
  } catch (error) {
    console.error('No se pudo iniciar el pago', error);
    throw new CheckoutInitError(
      error instanceof ApiError ? INIT_ERRORS.session : INIT_ERRORS.network,
    );
  }
  if (!answer.clientSecret || !answer.customerId) throw new CheckoutInitError(INIT_ERRORS.missing);
  return { clientSecret: answer.clientSecret, customerId: answer.customerId };
}

/** The provider's message for a refused card, or a plain fallback. */
export const providerMessage = (error: unknown): string =>
  (error instanceof ApiError && error.serverMessage) ||
  'No pudimos guardar tu tarjeta. Revisa los datos e inténtalo de nuevo.';

export const confirmSandboxCard = (body: {
  clientSecret: string;
  email: string;
  number: string;
  expiry: string;
  cvc: string;
}) => apiJson<SandboxSetupResult>('POST', ENDPOINTS.sandboxConfirmSetup.path, body);

export const confirmSandboxAction = (clientSecret: string, approve: boolean) =>
  apiJson<SandboxSetupResult>('POST', ENDPOINTS.sandboxConfirmAction.path, {
    clientSecret,
    approve,
  });

/** POST /api/create-subscription-with-payment; not ok → 'Error al crear la suscripción' (§8). */
export async function createSubscriptionWithPayment(customerId: string, paymentMethodId: string) {
  try {
    return await apiJson<SubscriptionWithPaymentResponse>(
      'POST',
      ENDPOINTS.createSubscriptionWithPayment.path,
      { customerId, paymentMethodId },
    );
  } catch (error) {
    console.error('Error al crear la suscripción', error);
    throw new Error('Error al crear la suscripción');
  }
}
