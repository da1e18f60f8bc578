import type { SQL } from 'drizzle-orm';
import type { Database } from '../../src/db/database.js';

/** Raw rows of a query; node-postgres and PGlite both answer `{ rows }`. */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}
