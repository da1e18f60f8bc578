import {
  createSubscriptionResponseSchema,
  portalSessionResponseSchema,
  SANDBOX_CARDS,
  sandboxSetupResultSchema,
  subscriptionWithPaymentResponseSchema,
} from '@tm/shared-contracts/contracts';
import type { BillingSampleIds } from './samples.js';
import { type Browser, json } from './test-app.js';

/** What the checkout does with the sandbox: SetupIntent, card form, then the subscription. */
export async function startCheckout(browser: Browser) {
  const res = await browser.request('POST', '/api/create-subscription', {});
  if (res.statusCode !== 200) throw new Error(`create-subscription ${res.statusCode}: ${res.body}`);
  return createSubscriptionResponseSchema.parse(json(res));
}

export async function confirmCard(
  browser: Browser,
  clientSecret: string,
  number: string = SANDBOX_CARDS.succeeds,
  email = 'ana@example.com',
) {
  return browser.request('POST', '/api/sandbox/confirm-setup', {
    clientSecret,
    email,
    number,
    expiry: '12/34',
    cvc: '123',
  });
}

/** Subscribes the browser's user with card 4242 and returns the ids involved. */
export async function subscribe(browser: Browser) {
  const { clientSecret, customerId } = await startCheckout(browser);
  const confirmed = sandboxSetupResultSchema.parse(json(await confirmCard(browser, clientSecret)));
  const paymentMethodId = confirmed.paymentMethodId!;
  const res = await browser.request('POST', '/api/create-subscription-with-payment', {
    customerId,
    paymentMethodId,
  });
  if (res.statusCode !== 200) throw new Error(`with-payment ${res.statusCode}: ${res.body}`);
  const setupIntentId = clientSecret.split('_secret_')[0]!;
  return {
    customerId,
    paymentMethodId,
    setupIntentId,
    ...subscriptionWithPaymentResponseSchema.parse(json(res)),
  };
}

export async function openPortal(browser: Browser, userId: string, currentStatus = 'active') {
  const res = await browser.request('POST', '/api/create-portal-session', {
    userId,
    currentStatus,
  });
  if (res.statusCode !== 200) throw new Error(`portal ${res.statusCode}: ${res.body}`);
  const { url } = portalSessionResponseSchema.parse(json(res));
  return { url, sessionId: new URL(url).searchParams.get('sesion')! };
}

/** Every provider object the contract samples point at, for a subscribed user. */
export async function prepareBilling(browser: Browser, userId: string): Promise<BillingSampleIds> {
  // The checkout's SetupIntents first: a subscriber is refused a new one (409, no card taken).
  const { clientSecret } = await startCheckout(browser);
  const action = await startCheckout(browser);
  await confirmCard(browser, action.clientSecret, SANDBOX_CARDS.needsConfirmation);
  const { customerId, paymentMethodId, setupIntentId } = await subscribe(browser);
  const { sessionId } = await openPortal(browser, userId);
  return {
    customerId,
    paymentMethodId,
    clientSecret,
    actionClientSecret: action.clientSecret,
    portalSessionId: sessionId,
    setupIntentId,
  };
}
