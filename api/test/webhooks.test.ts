import { userRecordSchema } from '@tm/shared-contracts';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { SANDBOX_WEBHOOK_SECRET } from '../src/config/config.js';
import { paymentEvents } from '../src/db/schema.js';
import { startCheckout } from './support/billing-flow.js';
import { databaseKinds } from './support/databases.js';
import { postEvent, stripeEvent, stripeSubscription } from './support/stripe-events.js';
import {
  type Browser,
  json,
  localTrialId,
  minimalIntake,
  startTestApi,
  type TestApi,
  TEST_NOW,
} from './support/test-app.js';

const T = Math.floor(TEST_NOW / 1000);
const MONTH_END = T + 30 * 86_400;

describe.each(databaseKinds())('POST /api/stripe/webhook ($name)', (kind) => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi(kind);
  });
  afterAll(() => t.close());

  /** A person with a provider customer (made by the checkout), ready to receive events. */
  async function customer(): Promise<{ browser: Browser; userId: string; customerId: string }> {
    const browser = t.browser();
    const userId = localTrialId();
    await browser.request('POST', '/api/intake-form', { ...minimalIntake, userId });
    const { customerId } = await startCheckout(browser);
    return { browser, userId, customerId };
  }
  const statusOf = async (browser: Browser, userId: string) =>
    userRecordSchema.parse(json(await browser.request('GET', `/api/users/id/${userId}`)));
  const templates = async (browser: Browser, userId: string) =>
    (
      json(await browser.request('GET', `/api/test/outbox/${userId}`)) as { template: string }[]
    ).map((email) => email.template);
  const eventsStored = async (userId: string) =>
    t.database.db.select().from(paymentEvents).where(eq(paymentEvents.userId, userId));

  it('applies a validly signed subscription event and answers 200', async () => {
    const { browser, userId, customerId } = await customer();
    const subscription = stripeSubscription({
      id: `sub_${userId}`,
      customer: customerId,
      status: 'trialing',
      periodEnd: MONTH_END,
      trialEnd: T + 5 * 86_400,
    });
    const res = await postEvent(
      browser,
      stripeEvent('customer.subscription.created', subscription, T),
    );
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ received: true });
    expect(await statusOf(browser, userId)).toMatchObject({
      subscriptionStatus: 'active',
      currentPeriodEnd: (T + 5 * 86_400) * 1000,
    });
    expect(await templates(browser, userId)).toEqual(['subscription_confirmed']);
  });

  it('refuses a wrong secret, a tampered body and a missing signature with 400, changing nothing', async () => {
    const { browser, userId, customerId } = await customer();
    const event = stripeEvent(
      'customer.subscription.created',
      stripeSubscription({
        id: `sub_${userId}`,
        customer: customerId,
        status: 'active',
        periodEnd: MONTH_END,
      }),
      T,
    );
    const before = await t.counts();
    const wrong = await postEvent(browser, event, 'whsec_someone_else');
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toEqual({ message: 'La firma del evento no es válida.' });

    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: SANDBOX_WEBHOOK_SECRET,
    });
    const tampered = await browser.request(
      'POST',
      '/api/stripe/webhook',
      payload.replace('"active"', '"canceled"'),
      { 'content-type': 'application/json', 'stripe-signature': signature },
    );
    expect(tampered.statusCode).toBe(400);

    const unsigned = await browser.request('POST', '/api/stripe/webhook', payload, {
      'content-type': 'application/json',
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await t.counts()).toEqual(before);
    expect((await statusOf(browser, userId)).subscriptionStatus).toBe('unknown');
  });

  it('processes a replayed event once', async () => {
    const { browser, userId, customerId } = await customer();
    const event = stripeEvent(
      'customer.subscription.created',
      stripeSubscription({
        id: `sub_${userId}`,
        customer: customerId,
        status: 'active',
        periodEnd: MONTH_END,
      }),
      T,
    );
    expect(json(await postEvent(browser, event))).toEqual({ received: true });
    expect(json(await postEvent(browser, event))).toEqual({ received: true, duplicate: true });
    expect(await eventsStored(userId)).toHaveLength(1);
    expect(await templates(browser, userId)).toEqual(['subscription_confirmed']);
  });

  it('ignores an older event that arrives after a newer one', async () => {
    const { browser, userId, customerId } = await customer();
    const base = { id: `sub_${userId}`, customer: customerId, userId, periodEnd: MONTH_END };
    const canceled = stripeSubscription({ ...base, status: 'active', cancelAtPeriodEnd: true });
    const active = stripeSubscription({ ...base, status: 'active' });
    await postEvent(browser, stripeEvent('customer.subscription.updated', canceled, T + 10));
    await postEvent(browser, stripeEvent('customer.subscription.created', active, T + 5));
    await postEvent(browser, stripeEvent('customer.subscription.updated', active, T + 8));
    expect(await statusOf(browser, userId)).toMatchObject({
      subscriptionStatus: 'canceled',
      currentPeriodEnd: MONTH_END * 1000,
    });
    // Both late events are recorded as processed, so a redelivery does not retry them.
    expect(await eventsStored(userId)).toHaveLength(3);

    // Deleted wins over an update of the same second; a later reactivation wins over both.
    await postEvent(
      browser,
      stripeEvent(
        'customer.subscription.deleted',
        stripeSubscription({ ...base, status: 'canceled' }),
        T + 20,
      ),
    );
    await postEvent(browser, stripeEvent('customer.subscription.updated', active, T + 20));
    expect((await statusOf(browser, userId)).subscriptionStatus).toBe('canceled');
  });

  it('payment failed: past_due and an e-mail; invoice paid afterwards gives access back', async () => {
    const { browser, userId, customerId } = await customer();
    const subscriptionId = `sub_${userId}`;
    await postEvent(
      browser,
      stripeEvent(
        'customer.subscription.created',
        stripeSubscription({
          id: subscriptionId,
          customer: customerId,
          status: 'active',
          periodEnd: MONTH_END,
        }),
        T,
      ),
    );
    const invoice = {
      id: `in_${userId}`,
      object: 'invoice',
      customer: customerId,
      amount_due: 500,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscriptionId },
      },
    };
    await postEvent(browser, stripeEvent('invoice.payment_failed', invoice, T + 60));
    expect((await statusOf(browser, userId)).subscriptionStatus).toBe('past_due');
    expect(await templates(browser, userId)).toEqual(['subscription_confirmed', 'payment_failed']);
    await postEvent(browser, stripeEvent('invoice.paid', invoice, T + 120));
    expect((await statusOf(browser, userId)).subscriptionStatus).toBe('active');
  });

  it('trial ending: queues the reminder with the days left', async () => {
    const { browser, userId, customerId } = await customer();
    const subscription = stripeSubscription({
      id: `sub_${userId}`,
      customer: customerId,
      status: 'trialing',
      periodEnd: T + 2 * 86_400,
      trialEnd: T + 2 * 86_400,
    });
    await postEvent(browser, stripeEvent('customer.subscription.trial_will_end', subscription, T));
    const emails = json(await browser.request('GET', `/api/test/outbox/${userId}`)) as {
      subject: string;
    }[];
    expect(emails.map((email) => email.subject)).toEqual(['Tu prueba gratuita termina en 2 días']);
  });

  it('acknowledges event types it does not handle and events about unknown customers', async () => {
    const browser = t.browser();
    const ignored = await postEvent(
      browser,
      stripeEvent('charge.refunded', { id: 'ch_1', object: 'charge' }, T),
    );
    expect(json(ignored)).toEqual({ received: true, ignored: true });
    const stranger = stripeSubscription({
      id: 'sub_nobody',
      customer: 'cus_nobody',
      status: 'active',
      periodEnd: MONTH_END,
    });
    const unknown = await postEvent(
      browser,
      stripeEvent('customer.subscription.updated', stranger, T),
    );
    expect(json(unknown)).toEqual({ received: true, ignored: true });
  });
});
