import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, openDatabase } from '../src/db/database.js';
import { rowsOf } from './support/rows.js';
import { newTempDir, postgresCopyOf } from './support/template.js';

const TABLES = [
  'intake_forms',
  'module_check_answers',
  'module_lesson_progress',
  'module_reflections',
  'module_unlocks',
  'observation_log_keys',
  'observation_logs',
  'outbox_emails',
  'payment_events',
  'progress_readings',
  'push_subscriptions',
  'rate_limit_counters',
  'reminder_preferences',
  'reminders',
  'reports',
  'sandbox_objects',
  'sessions',
  'sign_in_links',
  'users',
  'weekly_checkins',
];

async function tablesOf(handle: DatabaseHandle): Promise<string[]> {
  const rows = await rowsOf<{ table_name: string }>(
    handle.db,
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return rows.map((row) => row.table_name);
}

async function appliedMigrations(handle: DatabaseHandle): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    handle.db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return row!.n;
}

/** From an empty database: migrate, migrate again, and the schema is the same. */
async function expectIdempotentMigrations(handle: DatabaseHandle) {
  expect(await tablesOf(handle)).toEqual([]);
  await handle.migrate();
  expect(await tablesOf(handle)).toEqual(TABLES);
  const applied = await appliedMigrations(handle);
  expect(applied).toBeGreaterThan(0);
  await handle.migrate();
  expect(await tablesOf(handle)).toEqual(TABLES);
  expect(await appliedMigrations(handle)).toBe(applied);
}

// A database made from nothing and opened twice: beside the e2e suite on two cores this took over
// the 60 s default once in CI, so it waits longer (a hang guard, not a speed check).
const FRESH_DATABASE_MS = 240_000;

describe('migrations', () => {
  it(
    'apply from empty and are idempotent on PGlite (also across a restart)',
    async () => {
      const dir = newTempDir('tm-api-migrations-');
      try {
        const first = await openDatabase({ databaseUrl: null, pgliteDir: dir });
        await expectIdempotentMigrations(first);
        await first.close();
        const reopened = await openDatabase({ databaseUrl: null, pgliteDir: dir });
        await reopened.migrate();
        expect(await tablesOf(reopened)).toEqual(TABLES);
        await reopened.close();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    FRESH_DATABASE_MS,
  );

  const url = process.env.TEST_DATABASE_URL;
  (url ? it : it.skip)('apply from empty and are idempotent on PostgreSQL', async () => {
    const empty = await postgresCopyOf(url!, null);
    try {
      await expectIdempotentMigrations(empty);
    } finally {
      await empty.dispose();
    }
  });
});
