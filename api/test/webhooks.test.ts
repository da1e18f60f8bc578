import { userRecordSchema } from '@tm/shared-contracts/contracts';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { paymentEvents, users } from '../src/db/schema.js';
import { subscribe } from './support/billing-flow.js';
import {
  OLD_PUBLIC_WEBHOOK_SECRET,
  postEvent,
  stripeEvent,
  stripeSubscription,
} from './support/stripe-events.js';
import {
  type Browser,
  json,
  localTrialId,
  minimalIntake,
  TEST_NOW,
  TEST_WEBHOOK_SECRET,
} from './support/test-app.js';
import { describeOnEachDatabase, type SuiteOptions } from './support/each-database.js';

const T = Math.floor(TEST_NOW / 1000);
const MONTH_END = T + 30 * 86_400;

describeOnEachDatabase('POST /api/stripe/webhook', (t) => {
  interface Subscriber {
    browser: Browser;
    userId: string;
    customerId: string;
    subscriptionId: string;
  }

  /** A person subscribed through the sandbox checkout: their customer and subscription recorded. */
  async function subscriber(): Promise<Subscriber> {
    const { browser, userId } = await t.trialPerson();
    const { customerId } = await subscribe(browser);
    return { browser, userId, customerId, subscriptionId: (await rowOf(userId)).subscriptionId };
  }
  const rowOf = async (userId: string) => {
    const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
    return {
      status: row!.subscriptionStatus,
      customerId: row!.providerCustomerId!,
      subscriptionId: row!.providerSubscriptionId!,
      currentPeriodEnd: row!.currentPeriodEnd?.getTime() ?? null,
    };
  };
  const statusOf = async (browser: Browser, userId: string) =>
    userRecordSchema.parse(json(await browser.request('GET', `/api/users/id/${userId}`)));
  const templates = async (browser: Browser, userId: string) =>
    (
      json(await browser.request('GET', `/api/test/outbox/${userId}`)) as { template: string }[]
    ).map((email) => email.template);
  const eventsStored = async (userId: string) =>
    t.database.db.select().from(paymentEvents).where(eq(paymentEvents.userId, userId));
  const subscriptionOf = (
    person: Pick<Subscriber, 'customerId' | 'subscriptionId'>,
    fields: { status: string; cancelAtPeriodEnd?: boolean; userId?: string },
  ) =>
    stripeSubscription({
      id: person.subscriptionId,
      customer: person.customerId,
      periodEnd: MONTH_END,
      ...fields,
    });

  it('applies a validly signed event about the person’s own subscription and answers 200', async () => {
    const person = await subscriber();
    const res = await postEvent(
      person.browser,
      stripeEvent(
        'customer.subscription.updated',
        subscriptionOf(person, { status: 'active', cancelAtPeriodEnd: true }),
        T + 60,
      ),
    );
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ received: true });
    expect(await statusOf(person.browser, person.userId)).toMatchObject({
      subscriptionStatus: 'canceled',
      currentPeriodEnd: MONTH_END * 1000,
    });
  });

  it('refuses the old public constant, a wrong secret, a tampered body and a missing signature with 400, changing nothing', async () => {
    const { browser, userId, customerId, subscriptionId } = await subscriber();
    const event = stripeEvent(
      'customer.subscription.updated',
      subscriptionOf({ customerId, subscriptionId }, { status: 'canceled', userId }),
      T + 60,
    );
    const before = await t.counts();
    for (const secret of [OLD_PUBLIC_WEBHOOK_SECRET, 'whsec_someone_else']) {
      const forged = await postEvent(browser, event, secret);
      expect(forged.statusCode).toBe(400);
      expect(json(forged)).toEqual({ message: 'La firma del evento no es válida.' });
    }

    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: TEST_WEBHOOK_SECRET,
    });
    const tampered = await browser.request(
      'POST',
      '/api/stripe/webhook',
      payload.replace('"canceled"', '"past_due"'),
      { 'content-type': 'application/json', 'stripe-signature': signature },
    );
    expect(tampered.statusCode).toBe(400);

    const unsigned = await browser.request('POST', '/api/stripe/webhook', payload, {
      'content-type': 'application/json',
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await t.counts()).toEqual(before);
    expect((await statusOf(browser, userId)).subscriptionStatus).toBe('active');
  });

  it('processes a replayed event once', async () => {
    const person = await subscriber();
    const checkoutEvents = (await eventsStored(person.userId)).length;
    const event = stripeEvent(
      'customer.subscription.updated',
      subscriptionOf(person, { status: 'active' }),
      T + 60,
    );
    expect(json(await postEvent(person.browser, event))).toEqual({ received: true });
    expect(json(await postEvent(person.browser, event))).toEqual({
      received: true,
      duplicate: true,
    });
    expect(await eventsStored(person.userId)).toHaveLength(checkoutEvents + 1);
  });

  it('ignores an older event that arrives after a newer one', async () => {
    const person = await subscriber();
    const { browser, userId } = person;
    const checkoutEvents = (await eventsStored(userId)).length;
    const canceled = subscriptionOf(person, { status: 'active', cancelAtPeriodEnd: true });
    const active = subscriptionOf(person, { status: 'active' });
    await postEvent(browser, stripeEvent('customer.subscription.updated', canceled, T + 10));
    await postEvent(browser, stripeEvent('customer.subscription.created', active, T + 5));
    await postEvent(browser, stripeEvent('customer.subscription.updated', active, T + 8));
    expect(await statusOf(browser, userId)).toMatchObject({
      subscriptionStatus: 'canceled',
      currentPeriodEnd: MONTH_END * 1000,
    });
    // Both late events are recorded as processed, so a redelivery does not retry them.
    expect(await eventsStored(userId)).toHaveLength(checkoutEvents + 3);

    // Deleted wins over an update of the same second; a later reactivation wins over both.
    await postEvent(
      browser,
      stripeEvent(
        'customer.subscription.deleted',
        subscriptionOf(person, { status: 'canceled' }),
        T + 20,
      ),
    );
    await postEvent(browser, stripeEvent('customer.subscription.updated', active, T + 20));
    expect((await statusOf(browser, userId)).subscriptionStatus).toBe('canceled');
  });

  it('payment failed: past_due and an e-mail; invoice paid afterwards gives access back', async () => {
    const { browser, userId, customerId, subscriptionId } = await subscriber();
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
    const person = await subscriber();
    const subscription = stripeSubscription({
      id: person.subscriptionId,
      customer: person.customerId,
      status: 'trialing',
      periodEnd: T + 2 * 86_400,
      trialEnd: T + 2 * 86_400,
    });
    await postEvent(
      person.browser,
      stripeEvent('customer.subscription.trial_will_end', subscription, T),
    );
    const emails = json(
      await person.browser.request('GET', `/api/test/outbox/${person.userId}`),
    ) as { subject: string }[];
    expect(emails.map((email) => email.subject)).toEqual([
      'Tu suscripción está activa',
      'Tu prueba gratuita termina en 2 días',
    ]);
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

  describe('whoever can sign an event cannot move a person (issue 15)', () => {
    it('metadata.userId alone makes nobody active: an unknown customer is ignored', async () => {
      const browser = t.browser();
      const victim = localTrialId();
      await browser.request('POST', '/api/intake-form', { ...minimalIntake, userId: victim });
      const forged = stripeSubscription({
        id: 'sub_forged',
        customer: 'cus_forged',
        status: 'active',
        userId: victim,
        periodEnd: MONTH_END,
      });
      const res = await postEvent(
        browser,
        stripeEvent('customer.subscription.updated', forged, T + 60),
      );
      expect(json(res)).toEqual({ received: true, ignored: true });
      expect(await statusOf(browser, victim)).toMatchObject({ subscriptionStatus: 'unknown' });
      expect(await templates(browser, victim)).toEqual([]);
    });

    it('created + deleted for another subscription with the victim’s id re-points and cancels nobody, and sends no second e-mail', async () => {
      const victim = await subscriber();
      const attacker = await subscriber();
      const before = await rowOf(victim.userId);
      const planted = { customerId: attacker.customerId, subscriptionId: 'sub_planted' };
      for (const [type, status, at] of [
        ['customer.subscription.created', 'active', T + 60],
        ['customer.subscription.deleted', 'canceled', T + 120],
      ] as const) {
        const res = await postEvent(
          attacker.browser,
          stripeEvent(type, subscriptionOf(planted, { status, userId: victim.userId }), at),
        );
        expect(json(res)).toEqual({ received: true, ignored: true });
      }
      // The same with the victim's own customer and a subscription that is not theirs.
      const theirCustomer = { customerId: victim.customerId, subscriptionId: 'sub_planted_2' };
      for (const [type, status, at] of [
        ['customer.subscription.created', 'active', T + 180],
        ['customer.subscription.deleted', 'canceled', T + 240],
      ] as const) {
        const event = stripeEvent(type, subscriptionOf(theirCustomer, { status }), at);
        expect(json(await postEvent(attacker.browser, event))).toEqual({
          received: true,
          ignored: true,
        });
      }
      expect(await rowOf(victim.userId)).toEqual(before);
      expect(before.status).toBe('active');
      expect(await templates(victim.browser, victim.userId)).toEqual(['subscription_confirmed']);
      expect((await rowOf(attacker.userId)).subscriptionId).toBe(attacker.subscriptionId);
    });

    it('a created event about the person’s own subscription sends no second confirmation', async () => {
      const person = await subscriber();
      const created = stripeEvent(
        'customer.subscription.created',
        subscriptionOf(person, { status: 'active' }),
        T + 60,
      );
      expect(json(await postEvent(person.browser, created))).toEqual({ received: true });
      expect(await templates(person.browser, person.userId)).toEqual(['subscription_confirmed']);
    });

    it('an invoice of another subscription on the person’s customer changes nothing', async () => {
      const person = await subscriber();
      const invoice = {
        id: `in_other_${person.userId}`,
        object: 'invoice',
        customer: person.customerId,
        amount_due: 500,
        parent: {
          type: 'subscription_details',
          subscription_details: { subscription: 'sub_not_theirs' },
        },
      };
      const res = await postEvent(
        person.browser,
        stripeEvent('invoice.payment_failed', invoice, T + 60),
      );
      expect(json(res)).toEqual({ received: true, ignored: true });
      expect((await statusOf(person.browser, person.userId)).subscriptionStatus).toBe('active');
      expect(await templates(person.browser, person.userId)).toEqual(['subscription_confirmed']);
    });
  });
});

const sandboxInProduction: SuiteOptions = {
  databases: 'first',
  env: {
    NODE_ENV: 'production',
    ALLOW_SANDBOX_IN_PRODUCTION: 'true',
    PUBLIC_URL: 'https://programa.example',
  },
};

describeOnEachDatabase('the sandbox chosen in production', sandboxInProduction, (t) => {
  const post = (remoteAddress: string, headers: Record<string, string> = {}) => {
    const payload = JSON.stringify(stripeEvent('charge.refunded', { object: 'charge' }, T));
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: TEST_WEBHOOK_SECRET,
    });
    return t.api.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      remoteAddress,
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature, ...headers },
    });
  };

  it('accepts webhook posts from this machine only', async () => {
    expect((await post('127.0.0.1')).statusCode).toBe(200);
    expect((await post('::1')).statusCode).toBe(200);
    const refused = [
      await post('203.0.113.7'),
      // Through the gateway on loopback: the client's address is the one forwarded.
      await post('127.0.0.1', { 'x-forwarded-for': '203.0.113.7' }),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(403);
      expect(json(res)).toEqual({
        message: 'Los eventos de pago del sandbox solo se aceptan desde esta misma máquina.',
      });
    }
  });
});
