import {
  DAY_MS,
  SANDBOX_CARDS,
  sandboxPortalViewSchema,
  sandboxSetupResultSchema,
  trialStatusSchema,
  userRecordSchema,
} from '@tm/shared-contracts/contracts';
import { eq, sql } from 'drizzle-orm';
import { paymentEvents, sandboxObjects, users } from '../src/db/schema.js';
import { confirmCard, openPortal, startCheckout, subscribe } from './support/billing-flow.js';
import { rowsOf } from './support/rows.js';
import { type Browser, json, TEST_NOW } from './support/test-app.js';
import { describeOnEachDatabase } from './support/each-database.js';

describeOnEachDatabase('billing with the local sandbox', (t) => {
  const record = async (browser: Browser, userId: string) =>
    userRecordSchema.parse(json(await browser.request('GET', `/api/users/id/${userId}`)));
  const trialStatus = async (browser: Browser, userId: string) =>
    trialStatusSchema.parse(json(await browser.request('GET', `/api/trial-status/${userId}`)));
  const subscriptionsOf = async (customerId: string) =>
    (
      await t.database.db
        .select()
        .from(sandboxObjects)
        .where(eq(sandboxObjects.kind, 'subscription'))
    )
      .map(
        (row) =>
          row.data as { id: string; customer: string; status: string; trial_end: number | null },
      )
      .filter((subscription) => subscription.customer === customerId);
  const outbox = async (browser: Browser, userId: string) =>
    json(await browser.request('GET', `/api/test/outbox/${userId}`)) as { template: string }[];

  it('tells the browser which provider is active (sandbox: no publishable key)', async () => {
    const res = await t.browser().request('GET', '/api/billing/config');
    expect(json(res)).toEqual({ provider: 'sandbox', publishableKey: null });
  });

  it('needs a session to start a checkout', async () => {
    const res = await t.browser().request('POST', '/api/create-subscription', {});
    expect(res.statusCode).toBe(401);
  });

  it('creates the customer once and a new SetupIntent each time', async () => {
    const { browser, userId } = await t.trialPerson();
    const first = await startCheckout(browser);
    const second = await startCheckout(browser);
    expect(first.customerId).toMatch(/^cus_sbx/);
    expect(second.customerId).toBe(first.customerId);
    expect(second.clientSecret).not.toBe(first.clientSecret);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(user?.providerCustomerId).toBe(first.customerId);
  });

  it('card 4242: subscribed as active, first charge when the 7-day trial ends, e-mail queued', async () => {
    const { browser, userId } = await t.trialPerson();
    const [before] = await t.database.db.select().from(users).where(eq(users.id, userId));
    const result = await subscribe(browser);
    expect(result).toMatchObject({ userId, email: 'ana@example.com' });

    expect(await record(browser, userId)).toMatchObject({
      subscriptionStatus: 'active',
      subscribedAt: TEST_NOW,
      canceledAt: null,
      currentPeriodEnd: before!.trialStart!.getTime() + 7 * DAY_MS,
    });
    expect(await trialStatus(browser, userId)).toMatchObject({ isActive: true, hasAccess: true });
    const [subscription] = await subscriptionsOf(result.customerId);
    expect(subscription).toMatchObject({ status: 'trialing' });
    expect(subscription!.trial_end! * 1000).toBe(before!.trialStart!.getTime() + 7 * DAY_MS);

    const events = await t.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.userId, userId));
    expect(events.map((event) => event.type)).toEqual(['customer.subscription.created']);
    expect(await outbox(browser, userId)).toEqual([
      expect.objectContaining({
        template: 'subscription_confirmed',
        toAddress: 'ana@example.com',
        subject: 'Tu suscripción está activa',
      }),
    ]);
  });

  it('a retried or repeated request never creates a second subscription', async () => {
    const { browser } = await t.trialPerson();
    const { customerId, paymentMethodId } = await subscribe(browser);
    const again = await Promise.all(
      [1, 2].map(() =>
        browser.request('POST', '/api/create-subscription-with-payment', {
          customerId,
          paymentMethodId,
        }),
      ),
    );
    expect(again.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(await subscriptionsOf(customerId)).toHaveLength(1);
  });

  it('card 0002 is declined: 402 with the provider message, nothing saved or charged', async () => {
    const { browser, userId } = await t.trialPerson();
    const { clientSecret } = await startCheckout(browser);
    const before = await t.counts();
    const res = await confirmCard(browser, clientSecret, SANDBOX_CARDS.declined);
    expect(res.statusCode).toBe(402);
    expect(json(res)).toEqual({ message: 'Tu tarjeta fue rechazada.' });
    expect(await t.counts()).toEqual(before);
    expect((await record(browser, userId)).subscriptionStatus).toBe('unknown');
  });

  it('card 3155 asks for an extra confirmation; approved it saves the card, refused it does not', async () => {
    const { browser } = await t.trialPerson();
    const approved = await startCheckout(browser);
    const first = sandboxSetupResultSchema.parse(
      json(await confirmCard(browser, approved.clientSecret, SANDBOX_CARDS.needsConfirmation)),
    );
    expect(first).toEqual({ status: 'requires_action', paymentMethodId: null });
    const done = await browser.request('POST', '/api/sandbox/confirm-setup-action', {
      clientSecret: approved.clientSecret,
      approve: true,
    });
    expect(json(done)).toEqual({
      status: 'succeeded',
      paymentMethodId: expect.stringMatching(/^pm_/),
    });

    const refused = await startCheckout(browser);
    await confirmCard(browser, refused.clientSecret, SANDBOX_CARDS.needsConfirmation);
    const res = await browser.request('POST', '/api/sandbox/confirm-setup-action', {
      clientSecret: refused.clientSecret,
      approve: false,
    });
    expect(res.statusCode).toBe(402);
    expect((json(res) as { message: string }).message).toMatch(/banco/);
  });

  it('refuses an invalid card number and an expired card with a Spanish message', async () => {
    const { browser } = await t.trialPerson();
    const { clientSecret } = await startCheckout(browser);
    const bad = await confirmCard(browser, clientSecret, '4242424242424241');
    expect(bad.statusCode).toBe(402);
    expect((json(bad) as { message: string }).message).toMatch(/número de tarjeta/);
    const expired = await browser.request('POST', '/api/sandbox/confirm-setup', {
      clientSecret,
      email: 'ana@example.com',
      number: SANDBOX_CARDS.succeeds,
      expiry: '01/20',
      cvc: '123',
    });
    expect(json(expired)).toEqual({ message: 'Tu tarjeta está vencida. Usa otra tarjeta.' });
  });

  it('does not sell a second subscription to an active subscriber: 409, no card taken', async () => {
    const { browser } = await t.trialPerson();
    await subscribe(browser);
    const again = await browser.request('POST', '/api/create-subscription', {});
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({
      message: expect.stringContaining('Ya tienes tu suscripción activa'),
    });
  });

  it('keeps each person’s checkout their own', async () => {
    const alice = await t.trialPerson();
    const bob = await t.trialPerson();
    const { clientSecret } = await startCheckout(bob.browser);
    const bobs = await subscribe(bob.browser);
    const res = await alice.browser.request('POST', '/api/create-subscription-with-payment', {
      customerId: bobs.customerId,
      paymentMethodId: bobs.paymentMethodId,
    });
    expect(res.statusCode).toBe(403);
    expect((await confirmCard(alice.browser, clientSecret)).statusCode).toBe(403);
    const { sessionId } = await openPortal(bob.browser, bob.userId);
    expect(
      (await alice.browser.request('GET', `/api/sandbox/portal/${sessionId}`)).statusCode,
    ).toBe(403);
  });

  it('after the trial the first month is charged at once (no second free trial)', async () => {
    const { browser, userId } = await t.trialPerson();
    await browser.request('POST', '/api/test/trial-start', {
      userId,
      trialStart: TEST_NOW - 9 * DAY_MS,
    });
    const { customerId } = await subscribe(browser);
    const [subscription] = await subscriptionsOf(customerId);
    expect(subscription).toMatchObject({ status: 'active', trial_end: null });
    const types = await rowsOf<{ type: string }>(
      t.database.db,
      sql`select type from payment_events where user_id = ${userId} order by id`,
    );
    expect(types.map((row) => row.type)).toEqual(['customer.subscription.created', 'invoice.paid']);
    expect(await trialStatus(browser, userId)).toMatchObject({ isActive: true, isArchived: false });
  });

  it('portal: no subscription yet is a clear 409', async () => {
    const { browser, userId } = await t.trialPerson();
    const res = await browser.request('POST', '/api/create-portal-session', {
      userId,
      currentStatus: 'unknown',
    });
    expect(res.statusCode).toBe(409);
    expect((json(res) as { message: string }).message).toMatch(/suscripción/);
  });

  it('portal: its address comes from PUBLIC_URL, never from a forged Host', async () => {
    const { browser, userId } = await t.trialPerson();
    await subscribe(browser);
    const res = await browser.request(
      'POST',
      '/api/create-portal-session',
      { userId, currentStatus: 'active' },
      { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    );
    const { url } = json(res) as { url: string };
    expect(new URL(url).origin).toBe('http://localhost:3000');
  });

  it('portal: cancel keeps access to the end of the period, reactivate brings it back', async () => {
    const { browser, userId } = await t.trialPerson();
    await browser.request('POST', '/api/test/trial-start', {
      userId,
      trialStart: TEST_NOW - 9 * DAY_MS,
    });
    await subscribe(browser);
    const { url, sessionId } = await openPortal(browser, userId, 'active');
    // PUBLIC_URL's default outside production: the address `npm start` serves.
    expect(url).toMatch(/^http:\/\/localhost:3000\/portal-de-pagos\?sesion=bps_/);

    const view = sandboxPortalViewSchema.parse(
      json(await browser.request('GET', `/api/sandbox/portal/${sessionId}`)),
    );
    expect(view).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: false,
      cardLast4: '4242',
      amountUsd: 5,
    });
    expect(new URL(view.returnUrl).pathname + new URL(view.returnUrl).search).toBe(
      '/perfil?from=portal&prevStatus=active',
    );

    const canceled = sandboxPortalViewSchema.parse(
      json(await browser.request('POST', '/api/sandbox/portal/cancel', { sessionId })),
    );
    expect(canceled.cancelAtPeriodEnd).toBe(true);
    expect(await record(browser, userId)).toMatchObject({
      subscriptionStatus: 'canceled',
      canceledAt: TEST_NOW,
      currentPeriodEnd: canceled.currentPeriodEnd,
    });
    // Paid until the end of the month: access kept, not read-only, not archived.
    expect(await trialStatus(browser, userId)).toMatchObject({
      isActive: false,
      hasAccess: true,
      isReadOnly: false,
      isArchived: false,
    });

    await browser.request('POST', '/api/sandbox/portal/reactivate', { sessionId });
    expect(await record(browser, userId)).toMatchObject({
      subscriptionStatus: 'active',
      canceledAt: null,
    });
  });

  it('test only: end-period renews a running subscription, ends a cancelled one, then refuses', async () => {
    const { browser, userId } = await t.trialPerson();
    await subscribe(browser);
    const renewed = await browser.request('POST', '/api/test/sandbox/end-period', { userId });
    expect(json(renewed)).toEqual({ status: 'active' });
    expect((await record(browser, userId)).subscriptionStatus).toBe('active');
    const { sessionId } = await openPortal(browser, userId);
    await browser.request('POST', '/api/sandbox/portal/cancel', { sessionId });
    const ended = await browser.request('POST', '/api/test/sandbox/end-period', { userId });
    expect(json(ended)).toEqual({ status: 'canceled' });
    expect((await record(browser, userId)).subscriptionStatus).toBe('canceled');
    const again = await browser.request('POST', '/api/test/sandbox/end-period', { userId });
    expect(again.statusCode).toBe(409);
    expect(json(again)).toEqual({ message: 'No tienes una suscripción en curso.' });
  });

  it('portal: once the paid period is over the subscription ends; reactivating starts a new one', async () => {
    const { browser, userId } = await t.trialPerson();
    await browser.request('POST', '/api/test/trial-start', {
      userId,
      trialStart: TEST_NOW - 9 * DAY_MS,
    });
    const { customerId } = await subscribe(browser);
    const { sessionId } = await openPortal(browser, userId);
    const canceled = sandboxPortalViewSchema.parse(
      json(await browser.request('POST', '/api/sandbox/portal/cancel', { sessionId })),
    );
    t.clock.current = canceled.currentPeriodEnd! + 1000;
    try {
      const ended = sandboxPortalViewSchema.parse(
        json(await browser.request('GET', `/api/sandbox/portal/${sessionId}`)),
      );
      expect(ended.status).toBe('canceled');
      expect(await trialStatus(browser, userId)).toMatchObject({
        hasAccess: false,
        isArchived: true,
      });

      await browser.request('POST', '/api/sandbox/portal/reactivate', { sessionId });
      expect((await record(browser, userId)).subscriptionStatus).toBe('active');
      expect((await subscriptionsOf(customerId)).map((s) => s.status).sort()).toEqual([
        'active',
        'canceled',
      ]);
    } finally {
      t.clock.current = TEST_NOW;
    }
  });

  it('erasing the account erases its sandbox customer, cards, subscriptions and portal sessions', async () => {
    const { browser, userId } = await t.trialPerson();
    const { customerId } = await subscribe(browser);
    await openPortal(browser, userId);
    const owned = await t.database.db
      .select()
      .from(sandboxObjects)
      .where(eq(sandboxObjects.userId, userId));
    expect(owned.map((row) => row.kind).sort()).toEqual([
      'customer',
      'idempotency',
      'payment_method',
      'portal_session',
      'setup_intent',
      'subscription',
    ]);
    expect((await browser.request('DELETE', '/api/me')).statusCode).toBe(200);
    const left = await rowsOf<{ data: unknown }>(
      t.database.db,
      sql`select data from sandbox_objects`,
    );
    expect(JSON.stringify(left)).not.toContain(customerId);
  });
});
