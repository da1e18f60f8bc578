// Plain ESM: Jest loads global setup outside its module system, without the TypeScript transform.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Migrates one PGlite directory per run (a fresh one takes ~5 s, a copy ~0.5 s) and, with
 * TEST_DATABASE_URL, one PostgreSQL template database; every test file copies them.
 * The names travel to the workers through the environment (see template.ts).
 */
export default async function globalSetup() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tm-api-template-'));
  const pglite = await PGlite.create(dir);
  await migratePglite(drizzlePglite(pglite), { migrationsFolder });
  await pglite.close();
  process.env.TM_TEST_PGLITE_TEMPLATE = dir;

  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const name = `tm_template_${process.pid}_${Date.now()}`;
  await adminQuery(url, `create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: target.toString() });
  await migratePg(drizzlePg(pool), { migrationsFolder });
  await pool.end();
  process.env.TM_TEST_PG_TEMPLATE = name;
}

export async function adminQuery(url, sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
