import { sql } from 'drizzle-orm';
import { weeklyCheckins } from '../src/db/schema.js';
import { rowsOf } from './support/rows.js';
import { type Browser, json, localTrialId } from './support/test-app.js';
import { describeOnEachDatabase, type SuiteApi } from './support/each-database.js';

/** Every row anywhere that belongs to the user (any table with a user_id, and the user row). */
async function rowsBelongingTo(t: SuiteApi, userId: string): Promise<Record<string, number>> {
  const tables = await rowsOf<{ table_name: string }>(
    t.database.db,
    sql`select table_name from information_schema.columns
        where table_schema = current_schema() and column_name = 'user_id'`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    const [row] = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${userId}`,
    );
    if (row!.n > 0) counts[table] = row!.n;
  }
  const [user] = await rowsOf<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from users where id = ${userId}`,
  );
  if (user!.n > 0) counts.users = user!.n;
  return counts;
}

describeOnEachDatabase('privacy: export, erasure, logout', (t) => {
  let ana: Browser;
  let anaId: string;
  let otherId: string;

  beforeAll(async () => {
    ({ browser: ana, userId: anaId } = await t.trialPerson({
      sistemaHormonal: 'Metformina 850 mg',
    }));
    ({ userId: otherId } = await t.trialPerson());
    await t.database.db.insert(weeklyCheckins).values({
      userId: anaId,
      inputText: 'Me cuesta dormir',
      responseText: 'Prueba cenar antes.',
      systemsDetected: ['sueño'],
      emotionTags: [],
    });
  });

  it('exports everything stored about the session’s user, and nothing of anyone else', async () => {
    const res = await ana.request('GET', '/api/me/export');
    expect(res.statusCode).toBe(200);
    const body = json(res) as { userId: string; tables: Record<string, Record<string, unknown>[]> };
    expect(body.userId).toBe(anaId);
    expect(body.tables.users).toEqual([expect.objectContaining({ id: anaId })]);
    expect(JSON.stringify(body.tables.intake_forms)).toContain('Metformina 850 mg');
    expect(body.tables.weekly_checkins).toEqual([
      expect.objectContaining({ input_text: 'Me cuesta dormir' }),
    ]);
    // The devices (label, dates) are hers; the token hashes are credentials and stay out.
    expect(body.tables.sessions).toEqual([
      expect.objectContaining({ label: expect.any(String), last_seen_at: expect.any(String) }),
    ]);
    expect(JSON.stringify(body)).not.toContain('token_hash');
    expect(JSON.stringify(body)).not.toContain(otherId);
  });

  it('logs this browser out: the old cookie no longer opens anything', async () => {
    const browser = t.browser();
    const id = localTrialId();
    await browser.request('POST', '/api/trial-start', { userId: id });
    const cookie = browser.cookie;
    const res = await browser.request('POST', '/api/session/end');
    expect(json(res)).toEqual({ ended: true });
    expect(res.cookies.find((c) => c.name === 'tm_session')?.value).toBe('');
    const stale = t.browser();
    stale.cookie = cookie;
    expect((await stale.request('GET', `/api/trial-status/${id}`)).statusCode).toBe(401);
    expect(json(await stale.request('POST', '/api/session/end'))).toEqual({ ended: false });
  });

  it('erases the account and its health data: nothing of theirs remains', async () => {
    expect(await rowsBelongingTo(t, anaId)).toMatchObject({ users: 1, intake_forms: 1 });
    const otherBefore = await rowsBelongingTo(t, otherId);

    const res = await ana.request('DELETE', '/api/me');
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ deleted: true, rowsDeleted: expect.any(Number) });

    expect(await rowsBelongingTo(t, anaId)).toEqual({});
    const everything = await rowsOf<Record<string, unknown>>(
      t.database.db,
      sql`select * from intake_forms`,
    );
    expect(JSON.stringify(everything)).not.toContain('Metformina 850 mg');
    expect((await ana.request('GET', `/api/trial-status/${anaId}`)).statusCode).toBe(401);
    expect(await rowsBelongingTo(t, otherId)).toEqual(otherBefore);
  });
});
