import { sql } from 'drizzle-orm';
import pg from 'pg';
import { rowsOf } from './support/rows.js';
import { json, localTrialId } from './support/test-app.js';
import { describeOnEachDatabase } from './support/each-database.js';

/** Ends every connection the API holds, as a PostgreSQL restart or failover does. */
async function dropApiConnections(adminUrl: string, database: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [database],
  );
  await client.end();
}

describeOnEachDatabase('PostgreSQL going away and coming back', { databases: 'postgres' }, (t) => {
  it('survives lost connections and answers again without a restart', async () => {
    const browser = t.browser();
    const userId = localTrialId();
    await browser.request('POST', '/api/trial-start', { userId });
    const [row] = await rowsOf<{ name: string }>(
      t.database.db,
      sql`select current_database() as name`,
    );

    await dropApiConnections(process.env.TEST_DATABASE_URL!, row!.name);
    // Idle connections die with an error event: the process must not crash on it.
    await new Promise((resolve) => setTimeout(resolve, 200));

    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const res = await browser.request('GET', `/api/trial-status/${userId}`);
      statuses.push(res.statusCode);
      if (res.statusCode === 200) break;
      expect(res.statusCode).toBe(503);
      expect(json(res)).toEqual({ message: expect.stringMatching(/no está disponible/) });
    }
    expect(statuses.at(-1)).toBe(200);
    expect((await browser.request('GET', '/api/health')).statusCode).toBe(200);
  });
});
