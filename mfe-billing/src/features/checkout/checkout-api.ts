import {
  ApiError,
  call,
  createSubscription,
  createSubscriptionWithPayment as createSubscriptionWithPaymentEndpoint,
  ensureSession,
  ResponseContractError,
  type CreateSubscriptionResponse,
} from '@tm/shared-contracts';

/** The three initialisation errors of §8, shown on the error card. */
export const INIT_ERRORS = {
  session: 'Error al crear la sesión de pago',
  missing: 'No se recibió la información de pago',
  network: 'Error al conectar con el servidor',
} as const;

export class CheckoutInitError extends Error {}

/** The API refuses a second subscription (409): the person already has her plan. */
export class AlreadySubscribedError extends Error {}

/** POST /api/create-subscription (after making sure this browser has its session). */
export async function startCheckoutSession(): Promise<CreateSubscriptionResponse> {
  try {
    await ensureSession();
    return await call(createSubscription, { body: {} });
  } catch (error) {
    console.error('No se pudo iniciar el pago', error);
    // An answer without the client secret or the customer is the §8 'not received'.
    if (error instanceof ResponseContractError) throw new CheckoutInitError(INIT_ERRORS.missing);
    if (error instanceof ApiError && error.status === 409) throw new AlreadySubscribedError();
    throw new CheckoutInitError(
      error instanceof ApiError ? INIT_ERRORS.session : INIT_ERRORS.network,
    );
  }
}

/** POST /api/create-subscription-with-payment; not ok → 'Error al crear la suscripción' (§8). */
export async function createSubscriptionWithPayment(customerId: string, paymentMethodId: string) {
  try {
    return await call(createSubscriptionWithPaymentEndpoint, {
      body: { customerId, paymentMethodId },
    });
  } catch (error) {
    console.error('Error al crear la suscripción', error);
    throw new Error('Error al crear la suscripción');
  }
}
