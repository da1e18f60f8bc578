import { rmSync } from 'node:fs';
import { adminQuery } from './global-setup.mjs';

export default async function globalTeardown() {
  const dir = process.env.TM_TEST_PGLITE_TEMPLATE;
  if (dir) rmSync(dir, { recursive: true, force: true });
  const url = process.env.TEST_DATABASE_URL;
  const template = process.env.TM_TEST_PG_TEMPLATE;
  if (url && template) await adminQuery(url, `drop database if exists ${template} with (force)`);
}
