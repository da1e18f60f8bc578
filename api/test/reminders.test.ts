// Reminders (issue 21): web push to a real local push service that decrypts each message with
// the device's keys, e-mail through the outbox to a real SMTP peer when push cannot deliver,
// quiet hours in the person's time zone, one a day, and two API instances sending each once.
import { DAY_MS } from '@tm/shared-contracts/contracts';
import { eq } from 'drizzle-orm';
import { createApp, type ApiApp } from '../src/app.js';
import { pushSubscriptions, reminders, users } from '../src/db/schema.js';
import { OutboxDispatcher } from '../src/notifications/outbox.dispatcher.js';
import { ReminderSchedule } from '../src/reminders/reminder-schedule.js';
import { databaseKinds } from './support/databases.js';
import { describeOnEachDatabase, type SuiteApi } from './support/each-database.js';
import { logDay } from './support/log-day.js';
import { type Device, startPushService, verifyVapid } from './support/push-service.js';
import { startSmtpPeer } from './support/smtp-peer.js';
import {
  Browser,
  json,
  localTrialId,
  minimalIntake,
  TEST_NOW,
  TEST_VAPID_KEYS,
  TestClock,
  testConfig,
} from './support/test-app.js';

const HOUR_MS = 60 * 60 * 1000;
// TEST_NOW is 12:00 UTC, 06:00 in Mexico City (UTC−6 all year).
const ZONE = 'America/Mexico_City';
const mexicoTime = (hour: number, day = 0) => TEST_NOW + (hour - 6) * HOUR_MS + day * DAY_MS;

let push: Awaited<ReturnType<typeof startPushService>>;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
beforeAll(async () => {
  push = await startPushService();
  smtp = await startSmtpPeer();
});
afterAll(async () => {
  await push.close();
  await smtp.close();
});

/** Someone on day `trialDay` of her trial, in Mexico City, with the switches given. */
async function person(
  t: Pick<SuiteApi, 'trialPerson'>,
  {
    trialDay = 0,
    ...switches
  }: {
    trialDay?: number;
    registro?: boolean;
    prueba?: boolean;
    checkin?: boolean;
    modulo?: boolean;
  } = {},
) {
  const email = `${localTrialId()}@example.com`;
  const { browser, userId } = await t.trialPerson({ email });
  if (trialDay > 0) {
    await browser.request('POST', '/api/test/trial-start', {
      userId,
      trialStart: TEST_NOW - trialDay * DAY_MS,
    });
  }
  const saved = await browser.request('POST', '/api/reminders', {
    userId,
    zonaHoraria: ZONE,
    ...switches,
  });
  expect(saved.statusCode).toBe(200);
  return { browser, userId, email };
}

async function subscribeDevice(browser: Browser, userId: string, device: Device) {
  const res = await browser.request('POST', '/api/push/subscribe', {
    userId,
    subscription: device.subscription,
    zonaHoraria: ZONE,
  });
  expect(res.statusCode).toBe(200);
}

describeOnEachDatabase('reminders', { env: () => ({ SMTP_URL: smtp.url }) }, (t) => {
  const schedule = () => t.api.app.get(ReminderSchedule);
  /** Runs the hourly job at a time and waits for the e-mails it queued to reach the SMTP peer. */
  const runAt = async (time: number) => {
    t.clock.current = time;
    const scheduled = await schedule().run();
    await t.api.app.get(OutboxDispatcher).kick();
    return scheduled;
  };
  const remindersOf = (userId: string) =>
    t.database.db.select().from(reminders).where(eq(reminders.userId, userId));
  const devicesOf = (userId: string) =>
    t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  const emailsTo = (address: string) => smtp.received.filter((email) => email.to.includes(address));

  afterEach(() => {
    t.clock.current = TEST_NOW;
  });

  it('publishes the VAPID public key and refuses a malformed subscription in Spanish', async () => {
    const key = await t.browser().request('GET', '/api/push/public-key');
    expect(json(key)).toEqual({ publicKey: TEST_VAPID_KEYS.publicKey });
    const { browser, userId } = await person(t);
    const bad = await browser.request('POST', '/api/push/subscribe', {
      userId,
      subscription: { endpoint: 'ftp://push.example.com/1', keys: { p256dh: 'x', auth: 'y' } },
      zonaHoraria: ZONE,
    });
    expect(bad.statusCode).toBe(400);
    expect((json(bad) as { message: string }).message).toMatch(/https/);
    // A NUL byte reached PostgreSQL through the unsubscribe (found by the fuzz test in CI): a 500.
    const nul = await browser.request('POST', '/api/push/unsubscribe', {
      userId,
      endpoint: 'https://push.example.com/\u0000\u0001',
    });
    expect(nul.statusCode).toBe(400);
    expect((json(nul) as { message: string }).message).toMatch(/caracteres no permitidos/);
    const nulSubscription = await browser.request('POST', '/api/push/subscribe', {
      userId,
      subscription: { ...push.device().subscription, endpoint: 'https://push.example.com/\u0000' },
      zonaHoraria: ZONE,
    });
    expect(nulSubscription.statusCode).toBe(400);
    const other = await person(t);
    const foreign = await other.browser.request('POST', '/api/push/subscribe', {
      userId,
      subscription: push.device().subscription,
      zonaHoraria: ZONE,
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('delivers by push, encrypted for the device and signed with the VAPID key', async () => {
    const { browser, userId, email } = await person(t, { trialDay: 5 });
    const phone = push.device();
    await subscribeDevice(browser, userId, phone);

    expect(await runAt(mexicoTime(10))).toBe(1);
    expect(push.messagesFor(phone)).toEqual([
      {
        kind: 'prueba',
        title: 'Tu prueba gratuita termina en 2 días',
        body: expect.stringContaining('Activa tu suscripción'),
        url: '/onboarding/checkout',
      },
    ]);
    const [sent] = push.received.filter(
      (p) => p.path === new URL(phone.subscription.endpoint).pathname,
    );
    expect(sent!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(sent!.headers.ttl)).toBeGreaterThan(0);
    const claims = verifyVapid(sent!.headers, push.origin);
    expect(claims).toMatchObject({
      publicKey: TEST_VAPID_KEYS.publicKey,
      sub: expect.stringMatching(/^mailto:/),
    });
    expect((await remindersOf(userId)).map((r) => [r.kind, r.status])).toEqual([
      ['prueba', 'push'],
    ]);
    // Delivered by push: no e-mail as well.
    expect(emailsTo(email)).toEqual([]);
  });

  it('a device whose push service answers 410 is removed; with no device left, e-mail', async () => {
    const { browser, userId, email } = await person(t, { trialDay: 5 });
    const gone = push.device();
    const alive = push.device();
    await subscribeDevice(browser, userId, gone);
    await subscribeDevice(browser, userId, alive);
    push.answer.set(new URL(gone.subscription.endpoint).pathname, 410);
    push.answer.set(new URL(alive.subscription.endpoint).pathname, 404);

    await runAt(mexicoTime(10));
    expect(await devicesOf(userId)).toEqual([]);
    expect((await remindersOf(userId)).map((r) => r.status)).toEqual(['email']);
    const emails = emailsTo(email);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.decoded).toContain('Tu prueba gratuita termina en 2 d');
  });

  it('a push service that fails (500) keeps the device and sends the e-mail instead', async () => {
    const { browser, userId, email } = await person(t, { trialDay: 5 });
    const flaky = push.device();
    await subscribeDevice(browser, userId, flaky);
    push.answer.set(new URL(flaky.subscription.endpoint).pathname, 500);

    await runAt(mexicoTime(10));
    expect(await devicesOf(userId)).toHaveLength(1);
    expect((await remindersOf(userId)).map((r) => r.status)).toEqual(['email']);
    expect(emailsTo(email)).toHaveLength(1);
  });

  it('waits out her quiet hours, in her time zone, and keeps her own hours', async () => {
    const { browser, userId } = await person(t, { trialDay: 5 });
    const phone = push.device();
    await subscribeDevice(browser, userId, phone);

    expect(await runAt(mexicoTime(23))).toBe(0); // 05:00 UTC is daytime elsewhere, not for her
    expect(await runAt(mexicoTime(7, 1))).toBe(0);
    expect(push.messagesFor(phone)).toEqual([]);
    expect(await runAt(mexicoTime(8, 1))).toBe(1);
    expect(push.messagesFor(phone).map((m) => m.title)).toEqual([
      'Tu prueba gratuita termina en 1 día',
    ]);

    const night = await person(t, { trialDay: 5 });
    const saved = await night.browser.request('POST', '/api/reminders', {
      userId: night.userId,
      silencioDesde: 9,
      silencioHasta: 12,
    });
    expect(json(saved)).toMatchObject({ silencioDesde: 9, silencioHasta: 12, zonaHoraria: ZONE });
    expect(await runAt(mexicoTime(10))).toBe(0);
    expect(await remindersOf(night.userId)).toEqual([]);
    expect(await runAt(mexicoTime(12))).toBe(1);
  });

  it('sends at most one reminder a day: the trial first, the log day the next evening', async () => {
    const { browser, userId } = await person(t, { trialDay: 5, registro: true });
    const phone = push.device();
    await subscribeDevice(browser, userId, phone);

    await runAt(mexicoTime(19, 0) + HOUR_MS / 2);
    await runAt(mexicoTime(20, 0) + HOUR_MS / 2);
    expect(push.messagesFor(phone).map((m) => m.kind)).toEqual(['prueba']);

    await runAt(mexicoTime(19, 1) + HOUR_MS / 2);
    await runAt(mexicoTime(20, 1) + HOUR_MS / 2);
    const rows = await remindersOf(userId);
    expect(rows.map((r) => [r.kind, r.localDate])).toEqual([
      ['prueba', '2026-11-22'],
      ['registro', '2026-11-23'],
    ]);
    expect(push.messagesFor(phone).map((m) => m.url)).toEqual([
      '/onboarding/checkout',
      '/onboarding/registro',
    ]);
  });

  it('the log-day reminder goes in the evening, by e-mail without a device, never for a day written', async () => {
    const { browser, userId, email } = await person(t, { registro: true });
    expect(await runAt(mexicoTime(12))).toBe(0); // midday: the day is not over yet
    expect(await runAt(mexicoTime(19))).toBe(1);
    expect(emailsTo(email).map((e) => e.decoded)).toEqual([
      expect.stringContaining('/onboarding/registro'),
    ]);
    // The next day she writes it before the evening: nothing that day.
    t.clock.current = mexicoTime(12, 1);
    const saved = await browser.request('POST', '/api/observation-log', {
      userId,
      zonaHoraria: ZONE,
      dias: [logDay('2026-11-23')],
    });
    expect(saved.statusCode).toBe(200);
    expect(await runAt(mexicoTime(19, 1))).toBe(0);
    expect(emailsTo(email)).toHaveLength(1);
  });

  it('each switch holds: the log day off by default, the trial off when she says so', async () => {
    const quiet = await person(t, { trialDay: 5, prueba: false });
    expect(json(await quiet.browser.request('GET', `/api/reminders/${quiet.userId}`))).toEqual({
      registro: false,
      checkin: false,
      modulo: true,
      prueba: false,
      zonaHoraria: ZONE,
      silencioDesde: 21,
      silencioHasta: 8,
      dispositivos: 0,
    });
    await runAt(mexicoTime(10));
    await runAt(mexicoTime(19, 1));
    expect(await remindersOf(quiet.userId)).toEqual([]);
  });

  it('the weekly check-in reminds a subscriber who wrote nothing for a week, the switch on', async () => {
    const on = await person(t, { trialDay: 8, checkin: true, modulo: false });
    const off = await person(t, { trialDay: 8, modulo: false });
    for (const { userId } of [on, off])
      await t.database.db
        .update(users)
        .set({ subscriptionStatus: 'active' })
        .where(eq(users.id, userId));
    await runAt(mexicoTime(10));
    expect((await remindersOf(on.userId)).map((r) => r.kind)).toEqual(['checkin']);
    expect(await remindersOf(off.userId)).toEqual([]);
  });

  it('quiet hours she chooses on /perfil: refused in Spanish when not two distinct whole hours', async () => {
    const { browser, userId } = await person(t);
    const save = (hours: Record<string, unknown>) =>
      browser.request('POST', '/api/reminders', { userId, ...hours });
    const refusals = [
      [{ silencioDesde: 24, silencioHasta: 8 }, /«silencioDesde»/],
      [{ silencioDesde: 22, silencioHasta: 7.5 }, /«silencioHasta»/],
      [{ silencioDesde: '22', silencioHasta: 7 }, /«silencioDesde»/],
      [{ silencioDesde: 9, silencioHasta: 9 }, /^Elige dos horas distintas/],
      // Only one sent, equal to the one she kept.
      [{ silencioDesde: 8 }, /^Elige dos horas distintas/],
    ] as const;
    for (const [hours, message] of refusals) {
      const res = await save(hours);
      expect(res.statusCode).toBe(400);
      expect((json(res) as { message: string }).message).toMatch(message);
    }
    expect(json(await browser.request('GET', `/api/reminders/${userId}`))).toMatchObject({
      silencioDesde: 21,
      silencioHasta: 8,
    });
    expect(json(await save({ silencioDesde: 22, silencioHasta: 7 }))).toMatchObject({
      silencioDesde: 22,
      silencioHasta: 7,
    });
    expect(json(await save({ silencioHasta: 9 }))).toMatchObject({
      silencioDesde: 22,
      silencioHasta: 9,
    });
  });

  it('a device stops taking reminders when she unsubscribes it, signs out there or is erased', async () => {
    const { browser, userId } = await person(t);
    const [one, two, three] = [push.device(), push.device(), push.device()];
    await subscribeDevice(browser, userId, one);
    expect(json(await browser.request('GET', `/api/reminders/${userId}`))).toMatchObject({
      dispositivos: 1,
    });
    const off = await browser.request('POST', '/api/push/unsubscribe', {
      userId,
      endpoint: one.subscription.endpoint,
    });
    expect(json(off)).toEqual({ suscrito: false });
    expect(await devicesOf(userId)).toEqual([]);

    await subscribeDevice(browser, userId, two);
    expect(await devicesOf(userId)).toHaveLength(1);
    expect((await browser.request('POST', '/api/session/end')).statusCode).toBe(200);
    expect(await devicesOf(userId)).toEqual([]);

    const erased = await person(t);
    await subscribeDevice(erased.browser, erased.userId, three);
    expect((await erased.browser.request('DELETE', '/api/me')).statusCode).toBe(200);
    expect(await devicesOf(erased.userId)).toEqual([]);
  });
});

describe.each(databaseKinds())('reminders on two API instances ($name)', (kind) => {
  let apps: ApiApp[];
  let clocks: TestClock[];
  let close: () => Promise<void>;

  beforeAll(async () => {
    const database = await kind.open();
    clocks = [new TestClock(), new TestClock()];
    apps = [];
    for (const clock of clocks)
      apps.push(await createApp(testConfig({ SMTP_URL: smtp.url }), { database, clock }));
    close = async () => {
      for (const app of apps) await app.close();
      await database.dispose();
    };
  });
  afterAll(() => close());

  it('both run the schedule at once: each reminder is sent once, by push or by e-mail', async () => {
    const withDevice = new Browser(apps[0]!);
    const withoutDevice = new Browser(apps[1]!);
    const ids = [localTrialId(), localTrialId()];
    const emails = ids.map((id) => `${id}@example.com`);
    for (const [i, browser] of [withDevice, withoutDevice].entries()) {
      await browser.request('POST', '/api/intake-form', {
        ...minimalIntake,
        email: emails[i],
        userId: ids[i],
      });
      await browser.request('POST', '/api/test/trial-start', {
        userId: ids[i],
        trialStart: TEST_NOW - 5 * DAY_MS,
      });
      await browser.request('POST', '/api/reminders', { userId: ids[i], zonaHoraria: ZONE });
    }
    const phone = push.device();
    await subscribeDevice(withDevice, ids[0]!, phone);

    for (const clock of clocks) clock.current = mexicoTime(10);
    await Promise.all(apps.map((app) => app.app.get(ReminderSchedule).run()));
    await Promise.all(apps.map((app) => app.app.get(OutboxDispatcher).kick()));
    await Promise.all(apps.map((app) => app.app.get(ReminderSchedule).run()));

    expect(push.messagesFor(phone)).toHaveLength(1);
    expect(smtp.received.filter((email) => email.to.includes(emails[0]!))).toHaveLength(0);
    expect(smtp.received.filter((email) => email.to.includes(emails[1]!))).toHaveLength(1);
  });
});
