// Two API instances on one database, as behind the gateway with requests alternating between
// them: a session, a rate limit and an idempotent write are the same whichever instance answers.
import { eq, sql } from 'drizzle-orm';
import { createApp, type ApiApp } from '../src/app.js';
import { openDatabase } from '../src/db/database.js';
import { outboxEmails } from '../src/db/schema.js';
import { OutboxDispatcher } from '../src/notifications/outbox.dispatcher.js';
import { ReminderSchedule } from '../src/reminders/reminder-schedule.js';
import { startSmtpPeer } from './support/smtp-peer.js';
import { rowsOf } from './support/rows.js';
import { type DisposableDatabase, postgresCopyOf } from './support/template.js';
import { type DatabaseKind, databaseKinds } from './support/databases.js';
import {
  Browser,
  json,
  localTrialId,
  minimalIntake,
  TestClock,
  testConfig,
  TEST_NOW,
} from './support/test-app.js';

/** One browser whose requests alternate between the instances, with one cookie jar. */
class AlternatingBrowser {
  private readonly browsers: Browser[];
  private next = 0;
  constructor(apps: ApiApp[]) {
    this.browsers = apps.map((app) => new Browser(app));
  }
  async request(...args: Parameters<Browser['request']>) {
    const browser = this.browsers[this.next++ % this.browsers.length]!;
    browser.cookie = this.browsers.find((other) => other.cookie)?.cookie;
    const response = await browser.request(...args);
    for (const other of this.browsers) other.cookie = browser.cookie;
    return response;
  }
}

/** Two apps with one configuration on one database of `kind`, as two processes would be. */
async function twoInstances(kind: DatabaseKind, env: Record<string, string>) {
  const database = await kind.open();
  const apps = [
    await createApp(testConfig(env), { database, clock: new TestClock() }),
    await createApp(testConfig(env), { database, clock: new TestClock() }),
  ];
  const close = async () => {
    for (const app of apps) await app.close();
    await database.dispose();
  };
  return { database, apps, close };
}

describe.each(databaseKinds())('two API instances on one database ($name)', (kind) => {
  let apps: ApiApp[];
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ apps, close } = await twoInstances(kind, { RATE_LIMIT_WRITES: '4' }));
  });
  afterAll(() => close());

  it('a session issued by one instance is honoured by the other', async () => {
    const browser = new AlternatingBrowser(apps);
    const userId = localTrialId();
    const saved = await browser.request('POST', '/api/intake-form', { ...minimalIntake, userId });
    expect(saved.statusCode).toBe(200);
    const status = await browser.request('GET', `/api/trial-status/${userId}`);
    expect(status.statusCode).toBe(200);
    expect(json(status)).toMatchObject({ daysRemaining: 7 });
  });

  it('the write limit counts requests on both instances together', async () => {
    const browser = new AlternatingBrowser(apps);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await browser.request('POST', '/api/trial-start', { userId: localTrialId() });
      statuses.push(res.statusCode);
    }
    // Four allowed per minute and client, not four per instance.
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;
(postgresUrl ? it : it.skip)(
  'two instances starting together on an empty PostgreSQL migrate it once, without a clash',
  async () => {
    const empty = await postgresCopyOf(postgresUrl!, null);
    const second = await openDatabase({ databaseUrl: empty.url!, pgliteDir: '', poolSize: 2 });
    try {
      await Promise.all([empty.migrate(), second.migrate()]);
      const tables = await rowsOf<{ n: number }>(
        empty.db,
        sql`select count(*)::int as n from information_schema.tables where table_name = 'users'`,
      );
      expect(tables[0]!.n).toBe(1);
    } finally {
      await second.close();
      await empty.dispose();
    }
  },
);

describe.each(databaseKinds())('two API instances sending e-mail ($name)', (kind) => {
  let database: DisposableDatabase;
  let apps: ApiApp[];
  let close: () => Promise<void>;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    ({ database, apps, close } = await twoInstances(kind, { SMTP_URL: smtp.url }));
  });
  afterAll(async () => {
    await close();
    await smtp.close();
  });

  it('an e-mail due on both at once is sent once', async () => {
    const userId = localTrialId();
    const browser = new Browser(apps[0]!);
    await browser.request('POST', '/api/intake-form', { ...minimalIntake, userId });
    await database.db.insert(outboxEmails).values({
      userId,
      toAddress: minimalIntake.email,
      template: 'reactivation',
      payload: {},
      nextAttemptAt: new Date(TEST_NOW),
    });
    await Promise.all(apps.map((app) => app.app.get(OutboxDispatcher).kick()));
    expect(smtp.received).toHaveLength(1);
    const [row] = await database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.userId, userId));
    expect(row!.status).toBe('sent');
  });

  const emailsOf = async (userId: string, template: string) =>
    (await database.db.select().from(outboxEmails).where(eq(outboxEmails.userId, userId))).filter(
      (row) => row.template === template,
    );

  it('the trial-ending reminder, looked for by both at once, is queued once', async () => {
    const userId = localTrialId();
    const browser = new Browser(apps[0]!);
    await browser.request('POST', '/api/intake-form', { ...minimalIntake, userId });
    await browser.request('POST', '/api/test/trial-start', {
      userId,
      trialStart: TEST_NOW - 5 * 24 * 60 * 60 * 1000 - 60_000,
    });
    // 13:00 in Madrid: outside her quiet hours.
    await browser.request('POST', '/api/reminders', { userId, zonaHoraria: 'Europe/Madrid' });
    await Promise.all(apps.map((app) => app.app.get(ReminderSchedule).run()));
    expect(await emailsOf(userId, 'trial_ending')).toHaveLength(1);
  });

  it("Module 1's closing e-mail, asked of both at once, is queued once", async () => {
    const userId = localTrialId();
    const browser = new AlternatingBrowser(apps);
    await browser.request('POST', '/api/intake-form', { ...minimalIntake, userId });
    const answers = await Promise.all(
      [0, 1].map(() => browser.request('POST', '/api/notify-module1-completed', { userId })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await emailsOf(userId, 'module1_completed')).toHaveLength(1);
  });
});
