import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../src/db/database.js';

/** Set by the global setup: one migrated PGlite directory per run, copied by every test. */
export const PGLITE_TEMPLATE_ENV = 'TM_TEST_PGLITE_TEMPLATE';
/** Set by the global setup when TEST_DATABASE_URL is given: a migrated template database. */
export const PG_TEMPLATE_ENV = 'TM_TEST_PG_TEMPLATE';

export const newTempDir = (prefix: string) => mkdtempSync(path.join(os.tmpdir(), prefix));

/** A database URL with another database name. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export const randomDatabaseName = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

/** A handle whose close() also deletes the copy it was opened on. */
export interface DisposableDatabase extends DatabaseHandle {
  dispose(): Promise<void>;
  /** PostgreSQL only: where another process (or pool) reaches the same database. */
  url?: string;
}

export async function pgliteCopyOf(template: string): Promise<DisposableDatabase> {
  const dir = newTempDir('tm-api-pglite-');
  cpSync(template, dir, { recursive: true });
  const handle = await openDatabase({ databaseUrl: null, pgliteDir: dir });
  return {
    ...handle,
    dispose: async () => {
      await handle.close().catch(() => undefined); // a test may have closed it on purpose
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function postgresCopyOf(
  adminUrl: string,
  template: string | null,
): Promise<DisposableDatabase> {
  const name = randomDatabaseName('tm_test');
  await adminQuery(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const handle = await openDatabase({
    databaseUrl: withDatabase(adminUrl, name),
    pgliteDir: '',
    poolSize: 4,
  });
  return {
    ...handle,
    url: withDatabase(adminUrl, name),
    dispose: async () => {
      await handle.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
