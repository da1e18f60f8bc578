import {
  type DisposableDatabase,
  PG_TEMPLATE_ENV,
  PGLITE_TEMPLATE_ENV,
  pgliteCopyOf,
  postgresCopyOf,
} from './template.js';

export interface DatabaseKind {
  name: 'pglite' | 'postgres';
  /** A migrated database of its own, copied from the run's template. */
  open(): Promise<DisposableDatabase>;
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. Use with describe.each. */
export function databaseKinds(): DatabaseKind[] {
  const kinds: DatabaseKind[] = [
    { name: 'pglite', open: () => pgliteCopyOf(process.env[PGLITE_TEMPLATE_ENV]!) },
  ];
  const url = process.env.TEST_DATABASE_URL;
  if (url)
    kinds.push({
      name: 'postgres',
      open: () => postgresCopyOf(url, process.env[PG_TEMPLATE_ENV]!),
    });
  return kinds;
}
