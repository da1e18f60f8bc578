import { DAY_MS, userRecordSchema } from '@tm/shared-contracts/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema.js';
import { fakeStripeEnv, startFakeStripe } from './support/fake-stripe.js';
import {
  OLD_PUBLIC_WEBHOOK_SECRET,
  postEvent,
  stripeEvent,
  stripeSubscription,
} from './support/stripe-events.js';
import { type Browser, json, localTrialId, minimalIntake } from './support/test-app.js';
import { describeOnEachDatabase, type SuiteOptions } from './support/each-database.js';

const WEBHOOK_SECRET = 'whsec_test_endpoint_secret';
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
beforeAll(async () => {
  stripe = await startFakeStripe();
});
afterAll(() => stripe.close());

/** The API with Stripe keys, talking to the fake Stripe. */
const onFakeStripe: SuiteOptions = {
  databases: 'first',
  env: () => fakeStripeEnv(stripe.url, WEBHOOK_SECRET),
};

describeOnEachDatabase('billing with Stripe (the real SDK, a fake Stripe)', onFakeStripe, (t) => {
  beforeEach(() => {
    stripe.calls.length = 0;
  });

  async function trialUser(): Promise<{ browser: Browser; userId: string }> {
    const browser = t.browser();
    const userId = localTrialId();
    await browser.request('POST', '/api/intake-form', { ...minimalIntake, userId });
    return { browser, userId };
  }
  const checkout = async (browser: Browser) =>
    json(await browser.request('POST', '/api/create-subscription', {})) as {
      clientSecret: string;
      customerId: string;
    };

  it('announces Stripe and its publishable key; the sandbox routes do not exist', async () => {
    const browser = t.browser();
    expect(json(await browser.request('GET', '/api/billing/config'))).toEqual({
      provider: 'stripe',
      publishableKey: 'pk_test_fake_key',
    });
    expect((await browser.request('GET', '/api/sandbox/portal/bps_123')).statusCode).toBe(404);
  });

  it('create-subscription: one customer (idempotent), a SetupIntent for off-session use', async () => {
    const { browser, userId } = await trialUser();
    const first = await checkout(browser);
    expect(first.clientSecret).toMatch(/^seti_fake\d+_secret_fake$/);

    const [customer] = stripe.callsTo('POST', '/v1/customers');
    expect(customer).toMatchObject({
      authorization: 'Bearer sk_test_fake_key',
      idempotencyKey: `customer-${userId}`,
      body: { email: 'ana@example.com', 'metadata[userId]': userId },
    });
    const [intent] = stripe.callsTo('POST', '/v1/setup_intents');
    expect(intent!.body).toMatchObject({
      customer: first.customerId,
      usage: 'off_session',
      'automatic_payment_methods[enabled]': 'true',
      'metadata[userId]': userId,
    });

    const second = await checkout(browser);
    expect(second.customerId).toBe(first.customerId);
    expect(stripe.callsTo('POST', '/v1/customers')).toHaveLength(1);
    expect(stripe.callsTo('POST', '/v1/setup_intents')).toHaveLength(2);
  });

  it('create-subscription-with-payment: 5 USD/month, trial ending with the 7-day trial, idempotency key', async () => {
    const { browser, userId } = await trialUser();
    const { customerId } = await checkout(browser);
    const paymentMethodId = stripe.addPaymentMethod(customerId, 'ana@example.com');
    const res = await browser.request('POST', '/api/create-subscription-with-payment', {
      customerId,
      paymentMethodId,
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ userId, email: 'ana@example.com' });

    const [price] = stripe.callsTo('POST', '/v1/prices');
    expect(price!.body).toMatchObject({
      currency: 'usd',
      unit_amount: '500',
      'recurring[interval]': 'month',
      lookup_key: 'tm_monthly_5usd',
    });
    const [user] = await t.database.db.select().from(users).where(eq(users.id, userId));
    const trialEnd = Math.floor((user!.trialStart!.getTime() + 7 * DAY_MS) / 1000);
    const [subscription] = stripe.callsTo('POST', '/v1/subscriptions');
    expect(subscription).toMatchObject({
      idempotencyKey: `subscription-${userId}-${paymentMethodId}`,
      body: {
        customer: customerId,
        'items[0][price]': expect.stringMatching(/^price_fake/),
        default_payment_method: paymentMethodId,
        trial_end: String(trialEnd),
        payment_behavior: 'error_if_incomplete',
        'metadata[userId]': userId,
      },
    });
    // The card was attached by confirmSetup already: no second attach.
    expect(stripe.calls.filter((call) => call.path.endsWith('/attach'))).toHaveLength(0);
    expect(
      userRecordSchema.parse(json(await browser.request('GET', `/api/users/id/${userId}`))),
    ).toMatchObject({
      subscriptionStatus: 'active',
      currentPeriodEnd: trialEnd * 1000,
    });

    // A retried request creates no second subscription.
    const again = await browser.request('POST', '/api/create-subscription-with-payment', {
      customerId,
      paymentMethodId,
    });
    expect(again.statusCode).toBe(200);
    expect(stripe.callsTo('POST', '/v1/subscriptions')).toHaveLength(1);
    expect(
      stripe.calls.filter(
        (call) => call.method === 'GET' && call.path.startsWith('/v1/subscriptions/'),
      ),
    ).toHaveLength(1);
  });

  it('attaches a card that is not the customer’s yet, with its own idempotency key', async () => {
    const { browser, userId } = await trialUser();
    const { customerId } = await checkout(browser);
    const paymentMethodId = stripe.addPaymentMethod(null, 'ana@example.com');
    await browser.request('POST', '/api/create-subscription-with-payment', {
      customerId,
      paymentMethodId,
    });
    const [attach] = stripe.callsTo('POST', `/v1/payment_methods/${paymentMethodId}/attach`);
    expect(attach).toMatchObject({
      idempotencyKey: `subscription-${userId}-${paymentMethodId}-attach`,
      body: { customer: customerId },
    });
  });

  it('a declined charge answers 402 with Stripe’s message and leaves the user unsubscribed', async () => {
    const { browser, userId } = await trialUser();
    const { customerId } = await checkout(browser);
    const paymentMethodId = stripe.addPaymentMethod(customerId, 'ana@example.com', {
      declines: true,
    });
    const res = await browser.request('POST', '/api/create-subscription-with-payment', {
      customerId,
      paymentMethodId,
    });
    expect(res.statusCode).toBe(402);
    expect(json(res)).toEqual({ message: 'Your card was declined.' });
    expect(
      (
        json(await browser.request('GET', `/api/users/id/${userId}`)) as {
          subscriptionStatus: string;
        }
      ).subscriptionStatus,
    ).toBe('unknown');
  });

  it('a payment method of another customer is refused', async () => {
    const { browser } = await trialUser();
    const { customerId } = await checkout(browser);
    const paymentMethodId = stripe.addPaymentMethod('cus_someone_else', 'x@example.com');
    const res = await browser.request('POST', '/api/create-subscription-with-payment', {
      customerId,
      paymentMethodId,
    });
    expect(res.statusCode).toBe(400);
    expect(stripe.callsTo('POST', '/v1/subscriptions')).toHaveLength(0);
  });

  it('create-portal-session: the customer and the return URL on PUBLIC_URL with prevStatus, whatever the Host', async () => {
    const { browser, userId } = await trialUser();
    const { customerId } = await checkout(browser);
    const res = await browser.request(
      'POST',
      '/api/create-portal-session',
      { userId, currentStatus: 'canceled' },
      { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
    );
    expect(json(res)).toEqual({
      url: expect.stringMatching(/^https:\/\/billing\.stripe\.com\/p\/session\//),
    });
    const [portal] = stripe.callsTo('POST', '/v1/billing_portal/sessions');
    expect(portal!.body).toMatchObject({ customer: customerId, locale: 'es' });
    const returnUrl = new URL(portal!.body.return_url!);
    expect(returnUrl.origin).toBe('https://programa.example');
    expect(returnUrl.pathname + returnUrl.search).toBe('/perfil?from=portal&prevStatus=canceled');
  });

  it('after the bank redirect, complete-subscription-setup subscribes with the confirmed card', async () => {
    const { browser, userId } = await trialUser();
    const { clientSecret, customerId } = await checkout(browser);
    const setupIntentId = clientSecret.split('_secret_')[0]!;
    const refused = await browser.request('POST', '/api/complete-subscription-setup', {
      setupIntentId,
    });
    expect(refused.statusCode).toBe(402);
    expect(json(refused)).toEqual({
      message: 'Tu banco no confirmó la tarjeta. Inténtalo de nuevo o usa otra tarjeta.',
    });

    const paymentMethodId = stripe.addPaymentMethod(customerId, 'ana@example.com');
    stripe.finishSetupIntent(setupIntentId, paymentMethodId);
    const done = await browser.request('POST', '/api/complete-subscription-setup', {
      setupIntentId,
    });
    expect(json(done)).toEqual({ userId, email: 'ana@example.com' });
    const [created] = stripe.callsTo('POST', '/v1/subscriptions');
    expect(created!.body).toMatchObject({
      customer: customerId,
      default_payment_method: paymentMethodId,
    });

    // Someone else's confirmation is not theirs to use.
    const other = await trialUser();
    await checkout(other.browser);
    const foreign = await other.browser.request('POST', '/api/complete-subscription-setup', {
      setupIntentId,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('erasing the account deletes the Stripe customer too (cards and subscriptions go with it)', async () => {
    const { browser, userId } = await trialUser();
    const { customerId } = await checkout(browser);
    const res = await browser.request('DELETE', '/api/me');
    expect(res.statusCode).toBe(200);
    expect(stripe.callsTo('DELETE', `/v1/customers/${customerId}`)).toHaveLength(1);
    const left = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(left).toEqual([]);
  });

  it('when Stripe cannot delete the customer, nothing is erased and the person is told to retry', async () => {
    const { browser, userId } = await trialUser();
    await checkout(browser);
    stripe.failing.add('DELETE customers');
    try {
      const res = await browser.request('DELETE', '/api/me');
      expect(res.statusCode).toBe(503);
      expect(json(res)).toMatchObject({ message: expect.stringMatching(/inténtalo de nuevo/i) });
      const kept = await t.database.db.select().from(users).where(eq(users.id, userId));
      expect(kept).toHaveLength(1);
    } finally {
      stripe.failing.delete('DELETE customers');
    }
    expect((await browser.request('DELETE', '/api/me')).statusCode).toBe(200);
  });

  it('erasing an account without a Stripe customer calls Stripe for nothing', async () => {
    const { browser } = await trialUser();
    expect((await browser.request('DELETE', '/api/me')).statusCode).toBe(200);
    expect(stripe.calls).toEqual([]);
  });

  it('webhooks are verified with the endpoint secret (STRIPE_WEBHOOK_SECRET), not the old public constant', async () => {
    const { browser, userId } = await trialUser();
    const { customerId } = await checkout(browser);
    const paymentMethodId = stripe.addPaymentMethod(customerId, 'ana@example.com');
    await browser.request('POST', '/api/create-subscription-with-payment', {
      customerId,
      paymentMethodId,
    });
    const [user] = await t.database.db.select().from(users).where(eq(users.id, userId));
    const event = stripeEvent(
      'customer.subscription.updated',
      stripeSubscription({
        id: user!.providerSubscriptionId!,
        customer: customerId,
        status: 'active',
        cancelAtPeriodEnd: true,
        periodEnd: 2_000_000_000,
      }),
      1_800_000_000,
    );
    expect((await postEvent(browser, event, OLD_PUBLIC_WEBHOOK_SECRET)).statusCode).toBe(400);
    expect((await postEvent(browser, event, WEBHOOK_SECRET)).statusCode).toBe(200);
    expect(
      (
        json(await browser.request('GET', `/api/users/id/${userId}`)) as {
          subscriptionStatus: string;
        }
      ).subscriptionStatus,
    ).toBe('canceled');
  });
});
