import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
// The bench's bare server (bench/api-trial-status.mjs) must send the SQL the API sends.
import { SESSION_SQL, TRIAL_SQL } from '../../bench/trial-status-sql.mjs';
import { selectOwner } from '../identity/sessions.repository.js';
import { selectTrialById } from '../users/users.repository.js';
import type { Database } from './database.js';
import * as schema from './schema.js';

describe('the trial-status bench baseline', () => {
  // Never connected: preparing a statement only builds its text.
  const pool = new pg.Pool();
  const db = drizzle(pool, { schema }) as unknown as Database;
  afterAll(() => pool.end());

  it('sends the SQL of the session check and of the trial status', () => {
    expect(selectOwner(db).getQuery().sql).toBe(SESSION_SQL);
    expect(selectTrialById(db).getQuery().sql).toBe(TRIAL_SQL);
  });
});
