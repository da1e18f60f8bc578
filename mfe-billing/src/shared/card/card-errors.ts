import {
  ApiError,
  call,
  requestToast,
  sandboxConfirmAction,
  sandboxConfirmSetup,
  type SandboxConfirmSetupRequest,
} from '@tm/shared-contracts';

/** The provider's message for a refused card, or a plain fallback. */
export const providerMessage = (error: unknown): string =>
  (error instanceof ApiError && error.serverMessage) ||
  'No pudimos guardar tu tarjeta. Revisa los datos e inténtalo de nuevo.';

export const confirmSandboxCard = (body: SandboxConfirmSetupRequest) =>
  call(sandboxConfirmSetup, { body });

export const confirmSandboxAction = (clientSecret: string, approve: boolean) =>
  call(sandboxConfirmAction, { body: { clientSecret, approve } });

/** §8: saving the payment method failed; the provider's message is shown. */
export const toastPaymentMethodError = (message: string) =>
  requestToast(window, {
    title: 'Error al guardar método de pago',
    description: message,
    variant: 'destructive',
  });

/** What to do after a refusal, at checkout (no card saved yet). */
export const TRY_ANOTHER_CARD = 'Prueba con otra tarjeta o llama a tu banco para saber el motivo.';

/**
 * What a person reads next to the card field when her card is not saved: the provider's words
 * (already Spanish for the sandbox and Stripe's localised messages), that nothing was charged,
 * and what to do, in plain language (issue 17).
 */
export const cardRefusedMessage = (providerWords: string, next: string = TRY_ANOTHER_CARD) =>
  `${providerWords.replace(/\.?$/, '.')} No se hizo ningún cobro. ${next}`;
