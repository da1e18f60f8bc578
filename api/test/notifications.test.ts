import { DAY_MS, EMAIL_TEMPLATES } from '@tm/shared-contracts/contracts';
import { eq } from 'drizzle-orm';
import { outboxEmails } from '../src/db/schema.js';
import { OutboxDispatcher } from '../src/notifications/outbox.dispatcher.js';
import { renderEmail } from '../src/notifications/templates.js';
import { ReminderSchedule } from '../src/reminders/reminder-schedule.js';
import { subscribe } from './support/billing-flow.js';
import { databaseKinds } from './support/databases.js';
import { startSmtpPeer } from './support/smtp-peer.js';
import {
  type Browser,
  json,
  localTrialId,
  minimalIntake,
  startTestApi,
  type TestApi,
  TEST_NOW,
} from './support/test-app.js';

const pglite = databaseKinds()[0]!;

describe('e-mail templates', () => {
  it.each(EMAIL_TEMPLATES)('%s: Spanish subject, HTML and text, with the greeting', (template) => {
    const email = renderEmail(template, {
      nombre: 'Ana',
      baseUrl: 'https://programa.example',
      payload: { trialEnd: Date.UTC(2026, 10, 29), daysLeft: 2 },
    });
    expect(email.subject.length).toBeGreaterThan(5);
    expect(email.html).toContain('<html lang="es">');
    expect(email.html).toContain('Hola, Ana:');
    expect(email.text).toContain('Hola, Ana:');
    expect(email.text).toContain('https://programa.example/');
    expect(email.text).not.toMatch(/<[a-z]/);
  });

  it('escapes what a person wrote', () => {
    const email = renderEmail('reactivation', {
      nombre: '<img src=x onerror=alert(1)>',
      baseUrl: 'https://programa.example',
      payload: {},
    });
    expect(email.html).not.toContain('<img');
    expect(email.html).toContain('&#60;img');
  });
});

describe('e-mails through a real SMTP server', () => {
  let t: TestApi;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  let dispatcher: OutboxDispatcher;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await startTestApi(pglite, {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Programa <hola@programa.example>',
    });
    dispatcher = t.api.app.get(OutboxDispatcher);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(() => {
    smtp.state.failWith = null;
    smtp.received.length = 0;
  });

  async function person(nombre = 'Ana María'): Promise<{ browser: Browser; userId: string }> {
    const browser = t.browser();
    const userId = localTrialId();
    await browser.request('POST', '/api/intake-form', { ...minimalIntake, nombre, userId });
    return { browser, userId };
  }
  const rowsOf = (userId: string) =>
    t.database.db.select().from(outboxEmails).where(eq(outboxEmails.userId, userId));

  it('notify-reactivation sends the Spanish HTML + text e-mail', async () => {
    const { browser, userId } = await person();
    const res = await browser.request('POST', '/api/notify-reactivation', { userId });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ queued: true });
    await dispatcher.kick();

    expect(smtp.received).toHaveLength(1);
    const [email] = smtp.received;
    expect(email!.to).toEqual(['ana@example.com']);
    expect(email!.from).toBe('hola@programa.example');
    expect(email!.decoded).toContain('Subject: ¡Qué bueno tenerte de vuelta!');
    expect(email!.decoded).toContain('Content-Type: text/plain');
    expect(email!.decoded).toContain('Content-Type: text/html');
    expect(email!.decoded).toContain('Hola, Ana:');
    const [row] = await rowsOf(userId);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, template: 'reactivation' });
  });

  it('notify-module1-completed sends the closing e-mail once', async () => {
    const { browser, userId } = await person();
    for (let i = 0; i < 2; i += 1) {
      const res = await browser.request('POST', '/api/notify-module1-completed', { userId });
      expect(json(res)).toEqual({ queued: true });
    }
    await dispatcher.kick();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.decoded).toContain('¡Completaste el Módulo 1!');
  });

  it('an SMTP failure does not fail the request; the e-mail is retried later and sent', async () => {
    const { browser, userId } = await person();
    smtp.state.failWith = 451;
    const res = await browser.request('POST', '/api/notify-reactivation', { userId });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ queued: true });
    await dispatcher.kick();
    const [failed] = await rowsOf(userId);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed!.lastError).toMatch(/451|Buzón/);
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(TEST_NOW);

    smtp.state.failWith = null;
    await dispatcher.kick(); // not due yet: nothing happens
    expect(smtp.received).toHaveLength(0);
    t.clock.current = failed!.nextAttemptAt.getTime();
    try {
      await dispatcher.kick();
    } finally {
      t.clock.current = TEST_NOW;
    }
    expect(smtp.received).toHaveLength(1);
    const [sent] = await rowsOf(userId);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('a person without an e-mail address gets nothing, and the request still succeeds', async () => {
    const browser = t.browser();
    const userId = localTrialId();
    await browser.request('POST', '/api/trial-start', { userId });
    const res = await browser.request('POST', '/api/notify-reactivation', { userId });
    expect(json(res)).toEqual({ queued: false });
  });
});

describe('e-mails when the SMTP server is down', () => {
  it('answers at once, keeps the e-mail pending with the error', async () => {
    const smtp = await startSmtpPeer();
    const url = smtp.url;
    await smtp.close(); // nothing listens on that port any more
    const t = await startTestApi(pglite, { SMTP_URL: url });
    try {
      const browser = t.browser();
      const userId = localTrialId();
      await browser.request('POST', '/api/intake-form', { ...minimalIntake, userId });
      const res = await browser.request('POST', '/api/notify-reactivation', { userId });
      expect(res.statusCode).toBe(200);
      await t.api.app.get(OutboxDispatcher).kick();
      const [row] = await t.database.db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.userId, userId));
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row!.lastError).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await t.close();
    }
  });
});

describe('e-mails without SMTP_URL', () => {
  it('are kept in the outbox and logged', async () => {
    const t = await startTestApi(pglite);
    try {
      const browser = t.browser();
      const userId = localTrialId();
      await browser.request('POST', '/api/intake-form', { ...minimalIntake, userId });
      await browser.request('POST', '/api/notify-reactivation', { userId });
      await t.api.app.get(OutboxDispatcher).kick();
      expect(json(await browser.request('GET', `/api/test/outbox/${userId}`))).toEqual([
        {
          template: 'reactivation',
          toAddress: 'ana@example.com',
          subject: '¡Qué bueno tenerte de vuelta!',
          status: 'logged',
          text: expect.stringContaining('Hola, Ana:'),
        },
      ]);
    } finally {
      await t.close();
    }
  });
});

describe('the trial-ending reminder for people without a subscription', () => {
  it('goes out once, 2 days before the trial ends, and never to subscribers or ended trials', async () => {
    const t = await startTestApi(pglite);
    const reminders = t.api.app.get(ReminderSchedule);
    const startedDaysAgo = async (days: number, options: { subscribed?: boolean } = {}) => {
      const browser = t.browser();
      const userId = localTrialId();
      await browser.request('POST', '/api/intake-form', { ...minimalIntake, userId });
      await browser.request('POST', '/api/test/trial-start', {
        userId,
        trialStart: TEST_NOW - days * DAY_MS - 60_000,
      });
      if (options.subscribed) await subscribe(browser);
      return { browser, userId };
    };
    const subjects = async ({ browser, userId }: { browser: Browser; userId: string }) =>
      (
        json(await browser.request('GET', `/api/test/outbox/${userId}`)) as {
          template: string;
          subject: string;
        }[]
      )
        .filter((email) => email.template === 'trial_ending')
        .map((email) => email.subject);
    try {
      const day5 = await startedDaysAgo(5);
      const day6 = await startedDaysAgo(6);
      const day3 = await startedDaysAgo(3);
      const ended = await startedDaysAgo(8);
      const subscriber = await startedDaysAgo(5, { subscribed: true });
      // 16:00 UTC: daytime for someone whose time zone is not known (reminders wait till then).
      t.clock.current = TEST_NOW + 4 * 60 * 60 * 1000;

      expect(await reminders.run()).toBe(2);
      expect(await reminders.run()).toBe(0);
      expect(await subjects(day5)).toEqual(['Tu prueba gratuita termina en 2 días']);
      expect(await subjects(day6)).toEqual(['Tu prueba gratuita termina en 1 día']);
      for (const nobody of [day3, ended, subscriber]) expect(await subjects(nobody)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
