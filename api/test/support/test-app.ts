import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import webpush from 'web-push';
import { type ApiApp, createApp } from '../../src/app.js';
import type { Clock } from '../../src/common/clock.js';
import { FieldCipher, parseDataKeys } from '../../src/common/crypto/field-cipher.js';
import { type ApiConfig, loadConfig } from '../../src/config/config.js';
import { rowsOf } from './rows.js';
import type { DisposableDatabase } from './template.js';
import type { DatabaseKind } from './databases.js';

export const TEST_NOW = Date.UTC(2026, 10, 22, 12);

/** A clock tests move by hand. */
export class TestClock implements Clock {
  constructor(public current = TEST_NOW) {}
  now() {
    return this.current;
  }
}

/** A fixed data key (`<id>:<base64 of 32 bytes>`), so tests never write a key under .data/. */
export const TEST_DATA_KEY = `test1:${Buffer.alloc(32, 1).toString('base64')}`;

/** The cipher the test API uses, to check stored rows from outside. */
export const testCipher = () => new FieldCipher(parseDataKeys(TEST_DATA_KEY).keys);

/** The webhook secret of the test API, so tests never write a generated one under .data/. */
export const TEST_WEBHOOK_SECRET = 'whsec_test_api_webhook_secret';

/** One VAPID pair per test run, so tests never write a generated one under .data/. */
export const TEST_VAPID_KEYS = webpush.generateVAPIDKeys();

export const testConfig = (env: Record<string, string> = {}): ApiConfig =>
  loadConfig({
    NODE_ENV: 'test',
    SESSION_SECRET: 'test-session-secret-at-least-32-characters',
    DATA_ENCRYPTION_KEYS: TEST_DATA_KEY,
    STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_WRITES: '100000',
    RATE_LIMIT_COSTLY: '100000',
    VAPID_PUBLIC_KEY: TEST_VAPID_KEYS.publicKey,
    VAPID_PRIVATE_KEY: TEST_VAPID_KEYS.privateKey,
    ...env,
  });

/** A browser: keeps the session cookie it is given, like the real front end with credentials. */
export class Browser {
  cookie: string | undefined;
  constructor(private readonly api: ApiApp) {}

  async request(
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const response = await this.api.app.inject({
      method,
      url,
      headers: { ...(this.cookie ? { cookie: this.cookie } : {}), ...headers },
      ...(body === undefined
        ? {}
        : typeof body === 'string'
          ? { payload: body }
          : { payload: body as object }),
    });
    const session = response.cookies.find((cookie) => cookie.name === 'tm_session');
    if (session) this.cookie = `tm_session=${session.value}`;
    return response;
  }
}

/** Someone in the trial, as the welcome screen leaves them: a browser with a session, an intake. */
export interface TrialPerson {
  browser: Browser;
  userId: string;
}

export interface TestApi {
  api: ApiApp;
  database: DisposableDatabase;
  clock: TestClock;
  browser(): Browser;
  /**
   * A new trial person who saved `minimalIntake` with `intake` on top (the save must succeed);
   * `startTrial` first claims the id with /api/trial-start, as the chat and modules screens do;
   * `headers` go with the save (a user agent names the device its session starts on).
   */
  trialPerson(
    intake?: Record<string, unknown>,
    options?: { startTrial?: boolean; headers?: Record<string, string> },
  ): Promise<TrialPerson>;
  /** Row count of every table, to prove a refused request changed nothing. */
  counts(): Promise<Record<string, number>>;
  close(): Promise<void>;
}

const TABLES = [
  'users',
  'sessions',
  'intake_forms',
  'reports',
  'observation_logs',
  'weekly_checkins',
  'module_unlocks',
  'module_lesson_progress',
  'module_check_answers',
  'module_reflections',
  'payment_events',
  'outbox_emails',
  'sandbox_objects',
  'sign_in_links',
  'progress_readings',
  'push_subscriptions',
  'reminder_preferences',
  'reminders',
];

export async function startTestApi(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  logStream?: NodeJS.WritableStream,
): Promise<TestApi> {
  const database = await kind.open();
  const clock = new TestClock();
  const api = await createApp(testConfig(env), { database, clock, logStream });
  return {
    api,
    database,
    clock,
    browser: () => new Browser(api),
    trialPerson: async (intake = {}, { startTrial = false, headers = {} } = {}) => {
      const browser = new Browser(api);
      const userId = localTrialId();
      if (startTrial) await browser.request('POST', '/api/trial-start', { userId }, headers);
      const saved = await browser.request(
        'POST',
        '/api/intake-form',
        { ...minimalIntake, ...intake, userId },
        headers,
      );
      if (saved.statusCode !== 200)
        throw new Error(`intake-form ${saved.statusCode}: ${saved.body}`);
      return { browser, userId };
    },
    counts: async () => {
      const counts: Record<string, number> = {};
      for (const table of TABLES) {
        const sqlCount = sql.raw(`select count(*)::int as n from ${table}`);
        const [row] = await rowsOf<{ n: number }>(database.db, sqlCount);
        counts[table] = row!.n;
      }
      return counts;
    },
    close: async () => {
      await api.close();
      await database.dispose();
    },
  };
}

export const json = (response: LightMyRequestResponse): unknown => JSON.parse(response.body);

/** A valid intake with only the required fields, and the id the trial welcome creates locally. */
export const minimalIntake = { nombre: 'Ana', email: 'ana@example.com', edad: 52 };
let sequence = 0;
export const localTrialId = () =>
  `trial_${TEST_NOW + sequence++}_abc${String(sequence % 1000).padStart(3, '0')}`;
