import {
  DAY_MS,
  paymentCardResponseSchema,
  profileSchema,
  SANDBOX_CARDS,
  sandboxCardSetupSchema,
  sandboxPortalViewSchema,
  sandboxSetupResultSchema,
} from '@tm/shared-contracts/contracts';
import { eq } from 'drizzle-orm';
import { paymentEvents, sandboxObjects, users } from '../src/db/schema.js';
import { confirmCard, openPortal, subscribe } from './support/billing-flow.js';
import { fakeStripeEnv, startFakeStripe } from './support/fake-stripe.js';
import { postEvent, stripeEvent } from './support/stripe-events.js';
import { type Browser, json, minimalIntake, TEST_NOW } from './support/test-app.js';
import { describeOnEachDatabase, type SuiteApi } from './support/each-database.js';

// /perfil (issue 17, finding 14): who the account is, its plan and dates, and its card, which the
// person changes in the payment portal (the sandbox's own, or Stripe's Billing Portal).

const TRIAL_END = TEST_NOW + 7 * DAY_MS;
const MASTERCARD = '5555555555554444';

const profileOf = async (browser: Browser) =>
  profileSchema.parse(json(await browser.request('GET', '/api/me/profile')));
const cardOf = async (browser: Browser) =>
  paymentCardResponseSchema.parse(json(await browser.request('GET', '/api/billing/card'))).card;

function sessionRoutesNeedASession(t: SuiteApi) {
  it.each(['/api/me/profile', '/api/billing/card'])('%s needs a session (401)', async (path) => {
    const res = await t.browser().request('GET', path);
    expect(res.statusCode).toBe(401);
    expect(json(res)).toEqual({ message: expect.any(String) });
  });
}

describeOnEachDatabase('/perfil: profile and card with the local sandbox', (t) => {
  sessionRoutesNeedASession(t);

  /** Opens the portal on the card change, as /perfil's 'Cambiar mi tarjeta' does. */
  async function cardPortal(browser: Browser, userId: string) {
    const res = await browser.request('POST', '/api/create-portal-session', {
      userId,
      currentStatus: 'active',
      flow: 'payment_method_update',
    });
    expect(res.statusCode).toBe(200);
    return new URL((json(res) as { url: string }).url).searchParams.get('sesion')!;
  }

  /** The whole card change with a good card: confirmed, then made the subscription's. */
  async function changeCardTo(browser: Browser, sessionId: string, number: string) {
    const confirmed = sandboxSetupResultSchema.parse(
      json(await newCard(browser, sessionId, number)),
    );
    const res = await browser.request('POST', '/api/sandbox/portal/card', {
      sessionId,
      paymentMethodId: confirmed.paymentMethodId,
    });
    expect(res.statusCode).toBe(200);
  }

  /** The portal's card form: a SetupIntent, then the card confirmed against it. */
  async function newCard(browser: Browser, sessionId: string, number: string) {
    const setup = sandboxCardSetupSchema.parse(
      json(await browser.request('POST', '/api/sandbox/portal/card-setup', { sessionId })),
    );
    return confirmCard(browser, setup.clientSecret, number);
  }

  it('profile: the name and e-mail of the intake, and when the 7-day trial ends', async () => {
    const { browser } = await t.trialPerson({ nombre: 'Rosa Díaz', email: 'rosa@example.com' });
    expect(await profileOf(browser)).toEqual({
      name: 'Rosa Díaz',
      email: 'rosa@example.com',
      trialEndsAt: TRIAL_END,
      subscriptionStatus: 'unknown',
      nextChargeAt: null,
      accessUntil: null,
    });
  });

  it('profile: a subscriber’s next charge (her trial’s end), then the access a cancellation keeps', async () => {
    const { browser, userId } = await t.trialPerson();
    await subscribe(browser);
    expect(await profileOf(browser)).toMatchObject({
      name: minimalIntake.nombre,
      subscriptionStatus: 'active',
      trialEndsAt: TRIAL_END,
      nextChargeAt: TRIAL_END,
      accessUntil: null,
    });
    const { sessionId } = await openPortal(browser, userId);
    await browser.request('POST', '/api/sandbox/portal/cancel', { sessionId });
    expect(await profileOf(browser)).toMatchObject({
      subscriptionStatus: 'canceled',
      nextChargeAt: null,
      accessUntil: TRIAL_END,
    });
  });

  it('card: none before a card is saved, then the subscription’s card', async () => {
    const { browser } = await t.trialPerson();
    expect(await cardOf(browser)).toBeNull();
    await subscribe(browser);
    expect(await cardOf(browser)).toEqual({
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2034,
    });
  });

  it('changes the card in the portal: a declined card changes nothing, a good one is charged from now on', async () => {
    const { browser, userId } = await t.trialPerson();
    const { customerId } = await subscribe(browser);
    const sessionId = await cardPortal(browser, userId);
    const view = sandboxPortalViewSchema.parse(
      json(await browser.request('GET', `/api/sandbox/portal/${sessionId}`)),
    );
    expect(view).toMatchObject({ flow: 'payment_method_update', cardLast4: '4242' });

    const declined = await newCard(browser, sessionId, SANDBOX_CARDS.declined);
    expect(declined.statusCode).toBe(402);
    expect(json(declined)).toEqual({ message: 'Tu tarjeta fue rechazada.' });
    expect((await cardOf(browser))?.last4).toBe('4242');

    const confirmed = sandboxSetupResultSchema.parse(
      json(await newCard(browser, sessionId, MASTERCARD)),
    );
    const eventsBefore = await t.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.userId, userId));
    const changed = await browser.request('POST', '/api/sandbox/portal/card', {
      sessionId,
      paymentMethodId: confirmed.paymentMethodId,
    });
    expect(changed.statusCode).toBe(200);
    expect(sandboxPortalViewSchema.parse(json(changed))).toMatchObject({
      status: 'trialing',
      cardLast4: '4444',
      cardBrand: 'mastercard',
    });
    expect(await cardOf(browser)).toEqual({
      brand: 'mastercard',
      last4: '4444',
      expMonth: 12,
      expYear: 2034,
    });

    // Stored as Stripe keeps it: the subscription's and the customer's default, announced by an event.
    const objects = await t.database.db
      .select()
      .from(sandboxObjects)
      .where(eq(sandboxObjects.userId, userId));
    const data = (kind: string) =>
      objects.filter((row) => row.kind === kind).map((row) => row.data as Record<string, unknown>);
    expect(data('subscription')[0]?.default_payment_method).toBe(confirmed.paymentMethodId);
    expect(data('customer').find((c) => c.id === customerId)?.invoice_settings).toEqual({
      default_payment_method: confirmed.paymentMethodId,
    });
    const eventsAfter = await t.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.userId, userId));
    const known = new Set(eventsBefore.map((event) => event.id));
    expect(eventsAfter.filter((event) => !known.has(event.id)).map((event) => event.type)).toEqual([
      'customer.subscription.updated',
    ]);
    expect(await profileOf(browser)).toMatchObject({ subscriptionStatus: 'active' });
  });

  it('a card that needs the bank’s confirmation is saved once the bank approves', async () => {
    const { browser, userId } = await t.trialPerson();
    await subscribe(browser);
    const sessionId = await cardPortal(browser, userId);
    const setup = sandboxCardSetupSchema.parse(
      json(await browser.request('POST', '/api/sandbox/portal/card-setup', { sessionId })),
    );
    const pending = sandboxSetupResultSchema.parse(
      json(await confirmCard(browser, setup.clientSecret, SANDBOX_CARDS.needsConfirmation)),
    );
    expect(pending).toEqual({ status: 'requires_action', paymentMethodId: null });
    const approved = sandboxSetupResultSchema.parse(
      json(
        await browser.request('POST', '/api/sandbox/confirm-setup-action', {
          clientSecret: setup.clientSecret,
          approve: true,
        }),
      ),
    );
    await browser.request('POST', '/api/sandbox/portal/card', {
      sessionId,
      paymentMethodId: approved.paymentMethodId,
    });
    expect((await cardOf(browser))?.last4).toBe('3155');
  });

  it('after a card change, restarting an ended subscription charges the new card', async () => {
    const { browser, userId } = await t.trialPerson();
    await subscribe(browser);
    const sessionId = await cardPortal(browser, userId);
    await changeCardTo(browser, sessionId, MASTERCARD);
    await browser.request('POST', '/api/sandbox/portal/cancel', { sessionId });
    expect(
      (await browser.request('POST', '/api/test/sandbox/end-period', { userId })).statusCode,
    ).toBe(200);
    await browser.request('POST', '/api/sandbox/portal/reactivate', { sessionId });
    expect(await cardOf(browser)).toMatchObject({ brand: 'mastercard', last4: '4444' });
  });

  it('refuses another person’s card or portal, an unknown portal and malformed input', async () => {
    const { browser, userId } = await t.trialPerson();
    await subscribe(browser);
    const sessionId = await cardPortal(browser, userId);
    const other = await t.trialPerson({ email: 'otra@example.com' });
    const { paymentMethodId: theirs } = await subscribe(other.browser);

    const foreignCard = await browser.request('POST', '/api/sandbox/portal/card', {
      sessionId,
      paymentMethodId: theirs,
    });
    expect(foreignCard.statusCode).toBe(400);
    expect(json(foreignCard)).toEqual({
      message: 'No encontramos esa tarjeta. Vuelve a introducirla.',
    });
    expect((await cardOf(other.browser))?.last4).toBe('4242');

    const foreignPortal = await other.browser.request('POST', '/api/sandbox/portal/card', {
      sessionId,
      paymentMethodId: theirs,
    });
    expect(foreignPortal.statusCode).toBe(403);
    const foreignSetup = await other.browser.request('POST', '/api/sandbox/portal/card-setup', {
      sessionId,
    });
    expect(foreignSetup.statusCode).toBe(403);
    const unknown = await browser.request('POST', '/api/sandbox/portal/card-setup', {
      sessionId: 'bps_sbx0000',
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await browser.request('POST', '/api/sandbox/portal/card', {
      sessionId,
      paymentMethodId: 'pm 1; drop table users',
    });
    expect(malformed.statusCode).toBe(400);
    expect((json(malformed) as { message: string }).message).toMatch(/paymentMethodId/);
    const badFlow = await browser.request('POST', '/api/create-portal-session', {
      userId,
      currentStatus: 'active',
      flow: 'delete_everything',
    });
    expect(badFlow.statusCode).toBe(400);
  });

  it('erasure takes the changed card with the rest', async () => {
    const { browser, userId } = await t.trialPerson();
    await subscribe(browser);
    const sessionId = await cardPortal(browser, userId);
    await changeCardTo(browser, sessionId, MASTERCARD);
    expect((await browser.request('DELETE', '/api/me')).statusCode).toBe(200);
    const left = await t.database.db
      .select()
      .from(sandboxObjects)
      .where(eq(sandboxObjects.userId, userId));
    expect(left).toEqual([]);
    expect(await t.database.db.select().from(users).where(eq(users.id, userId))).toEqual([]);
  });
});

// The Stripe path: the real SDK against the local fake Stripe the billing suite uses.
const WEBHOOK_SECRET = 'whsec_test_endpoint_secret';
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
beforeAll(async () => {
  stripe = await startFakeStripe();
});
afterAll(() => stripe.close());

describeOnEachDatabase(
  '/perfil: card and card change with Stripe (the real SDK, a fake Stripe)',
  {
    env: () => fakeStripeEnv(stripe.url, WEBHOOK_SECRET),
  },
  (t) => {
    sessionRoutesNeedASession(t);

    /** A Stripe subscriber, as the checkout leaves her (card confirmed by Stripe.js). */
    async function stripeSubscriber() {
      const { browser, userId } = await t.trialPerson();
      const { customerId } = json(
        await browser.request('POST', '/api/create-subscription', {}),
      ) as {
        customerId: string;
      };
      const paymentMethodId = stripe.addPaymentMethod(customerId, 'ana@example.com');
      const res = await browser.request('POST', '/api/create-subscription-with-payment', {
        customerId,
        paymentMethodId,
      });
      expect(res.statusCode).toBe(200);
      const [user] = await t.database.db.select().from(users).where(eq(users.id, userId));
      return { browser, userId, customerId, subscriptionId: user!.providerSubscriptionId! };
    }

    it('card: none and no Stripe call before a customer exists', async () => {
      const { browser } = await t.trialPerson();
      stripe.calls.length = 0;
      expect(await cardOf(browser)).toBeNull();
      expect(stripe.calls).toEqual([]);
    });

    it('card: the subscription’s default payment method, read from Stripe', async () => {
      const { browser, subscriptionId } = await stripeSubscriber();
      stripe.calls.length = 0;
      expect(await cardOf(browser)).toEqual({
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2034,
      });
      expect(stripe.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
        `GET /v1/subscriptions/${subscriptionId}`,
        expect.stringMatching(/^GET \/v1\/payment_methods\/pm_fake\d+$/),
      ]);
    });

    it('card: the customer’s default for invoices when the subscription names none', async () => {
      const { browser, customerId, subscriptionId } = await stripeSubscriber();
      stripe.clearSubscriptionCard(subscriptionId);
      const amex = stripe.addPaymentMethod(customerId, 'ana@example.com', {
        brand: 'amex',
        last4: '0005',
      });
      stripe.changeDefaultCard(customerId, amex, { customerOnly: true });
      expect(await cardOf(browser)).toMatchObject({ brand: 'amex', last4: '0005' });
    });

    it('opens Stripe’s Billing Portal straight on the card change, back to /perfil after it', async () => {
      const { browser, userId, customerId } = await stripeSubscriber();
      stripe.calls.length = 0;
      const res = await browser.request('POST', '/api/create-portal-session', {
        userId,
        currentStatus: 'active',
        flow: 'payment_method_update',
      });
      expect(json(res)).toEqual({
        url: expect.stringMatching(/^https:\/\/billing\.stripe\.com\/p\/session\//),
      });
      const [portal] = stripe.callsTo('POST', '/v1/billing_portal/sessions');
      const back = 'https://programa.example/perfil?from=portal&prevStatus=active';
      expect(portal!.body).toEqual({
        customer: customerId,
        return_url: back,
        locale: 'es',
        'flow_data[type]': 'payment_method_update',
        'flow_data[after_completion][type]': 'redirect',
        'flow_data[after_completion][redirect][return_url]': back,
      });

      // Without a flow, the whole portal as before.
      await browser.request('POST', '/api/create-portal-session', {
        userId,
        currentStatus: 'active',
      });
      const [, whole] = stripe.callsTo('POST', '/v1/billing_portal/sessions');
      expect(Object.keys(whole!.body).some((key) => key.startsWith('flow_data'))).toBe(false);
    });

    it('after the card is changed in Stripe’s portal, /perfil reads the new one', async () => {
      const { browser, customerId } = await stripeSubscriber();
      const mastercard = stripe.addPaymentMethod(customerId, 'ana@example.com', {
        brand: 'mastercard',
        last4: '4444',
      });
      stripe.changeDefaultCard(customerId, mastercard);
      expect(await cardOf(browser)).toMatchObject({ brand: 'mastercard', last4: '4444' });
    });

    it('a card Stripe’s portal set on the customer only becomes the subscription’s when Stripe says the customer changed', async () => {
      const { browser, customerId, subscriptionId } = await stripeSubscriber();
      const mastercard = stripe.addPaymentMethod(customerId, 'ana@example.com', {
        brand: 'mastercard',
        last4: '4444',
      });
      stripe.changeDefaultCard(customerId, mastercard, { customerOnly: true });
      // The subscription names its own card, which outranks the customer's: still the old one.
      expect(await cardOf(browser)).toMatchObject({ last4: '4242' });

      stripe.calls.length = 0;
      const customer = { id: customerId, object: 'customer', email: 'ana@example.com' };
      const event = stripeEvent('customer.updated', customer, Math.floor(TEST_NOW / 1000));
      expect((await postEvent(browser, event, WEBHOOK_SECRET)).statusCode).toBe(200);
      const [update] = stripe.callsTo('POST', `/v1/subscriptions/${subscriptionId}`);
      expect(update!.body).toEqual({ default_payment_method: mastercard });
      expect(await cardOf(browser)).toMatchObject({ brand: 'mastercard', last4: '4444' });

      // Delivered again, or when the portal already moved the subscription: nothing to change.
      const again = stripeEvent('customer.updated', customer, Math.floor(TEST_NOW / 1000) + 1);
      stripe.calls.length = 0;
      expect((await postEvent(browser, again, WEBHOOK_SECRET)).statusCode).toBe(200);
      expect(stripe.callsTo('POST', `/v1/subscriptions/${subscriptionId}`)).toEqual([]);
    });

    it('a customer event for a customer no checkout created changes nothing', async () => {
      const { browser } = await stripeSubscriber();
      stripe.calls.length = 0;
      const event = stripeEvent(
        'customer.updated',
        { id: 'cus_stranger', object: 'customer' },
        Math.floor(TEST_NOW / 1000),
      );
      expect(json(await postEvent(browser, event, WEBHOOK_SECRET))).toMatchObject({
        ignored: true,
      });
      expect(stripe.calls).toEqual([]);
    });

    it('the sandbox’s card routes do not exist with Stripe', async () => {
      const { browser } = await stripeSubscriber();
      for (const path of ['/api/sandbox/portal/card-setup', '/api/sandbox/portal/card'])
        expect((await browser.request('POST', path, { sessionId: 'bps_123' })).statusCode).toBe(
          404,
        );
    });
  },
);
