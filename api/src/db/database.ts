import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../config/paths.js';
import { withPreparedStatements } from './pglite-prepared.js';
import * as schema from './schema.js';

/** One query API over PGlite and PostgreSQL; repositories only see this type. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export const DATABASE = Symbol('DATABASE');

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl: string | null;
  pgliteDir: string;
  /** Connection pool size on PostgreSQL. */
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const migrationsFolder = MIGRATIONS_DIR;
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
    });
    // An idle connection dropped by a restart or failover: the pool replaces it on the next
    // query; without this listener the error event would end the process.
    pool.on('error', (error) =>
      console.warn(
        JSON.stringify({
          level: 'warn',
          msg: 'Conexión a PostgreSQL perdida.',
          code: (error as { code?: string }).code,
        }),
      ),
    );
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      migrate: () => migrateOnce(pool, () => migratePg(db, { migrationsFolder })),
      ping: () => ping(db as unknown as Database),
      close: () => pool.end(),
    };
  }
  if (options.pgliteDir !== 'memory://') mkdirSync(options.pgliteDir, { recursive: true });
  const client = withPreparedStatements(await PGlite.create(options.pgliteDir));
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: () => ping(db as unknown as Database),
    close: () => client.close(),
  };
}

/** Any fixed number: the advisory lock that lets one instance at a time run the migrations. */
const MIGRATION_LOCK = 7_305_001;

/**
 * Instances starting together on one PostgreSQL take turns: the first migrates, the others then
 * find nothing left to apply (without the lock both would create the same tables and one fails).
 */
async function migrateOnce(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate();
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    lock.release();
  }
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
