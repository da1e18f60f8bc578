import { PGlite } from '@electric-sql/pglite';
import { withPreparedStatements } from './pglite-prepared.js';

// Two databases made from nothing (initdb in WASM, ~3 s each here): beside the e2e suite on two
// cores this took over the 60 s default once in CI, so the hook waits longer (a hang guard).
const FRESH_DATABASES_MS = 240_000;

describe('withPreparedStatements', () => {
  let plain: PGlite;
  let fast: PGlite;

  beforeAll(async () => {
    plain = await PGlite.create('memory://');
    fast = withPreparedStatements(await PGlite.create('memory://'));
    for (const db of [plain, fast]) {
      await db.exec(`create table t (id text primary key, at timestamptz, n int8, doc jsonb, ok bool);
        insert into t values ('a', '2026-01-02T03:04:05Z', 7, '{"x":[1]}', true), ('b', null, null, null, null);`);
    }
  }, FRESH_DATABASES_MS);
  afterAll(async () => {
    await plain.close();
    await fast.close();
  });

  const select = 'select * from t where id = $1 or n = $2 order by id';

  it('answers as PGlite does, in both row modes, on every run', async () => {
    for (const options of [undefined, { rowMode: 'array' as const }]) {
      const expected = await plain.query(select, ['b', 7], options);
      for (let run = 0; run < 3; run += 1) {
        expect(await fast.query(select, ['b', 7], options)).toEqual(expected);
      }
    }
  });

  it('serialises parameters by their type, null included', async () => {
    const write = 'insert into t values ($1, $2, $3, $4, $5) returning *';
    const values = ['c', new Date('2026-05-06T07:08:09Z'), 9, { y: 'z' }, null];
    expect(await fast.query(write, values)).toEqual(await plain.query(write, values));
  });

  it("keeps PostgreSQL's error code and the query on the error", async () => {
    const write = 'insert into t (id) values ($1)';
    await expect(fast.query(write, ['a'])).rejects.toMatchObject({
      code: '23505',
      query: write,
      params: ['a'],
    });
    expect((await fast.query('select id from t where id = $1', ['a'])).rows).toEqual([{ id: 'a' }]);
  });

  it('prepares again when the table changed under a prepared statement', async () => {
    await fast.query(select, ['a', 0]);
    await fast.exec('alter table t add column extra text');
    const { rows } = await fast.query<{ extra: string | null }>(select, ['a', 0]);
    expect(rows).toEqual([expect.objectContaining({ id: 'a', extra: null })]);
  });

  it('waits for an open transaction instead of running inside it', async () => {
    let updated = () => {};
    const insideTransaction = new Promise<void>((resolve) => (updated = resolve));
    const transaction = fast.transaction(async (tx) => {
      await tx.query('update t set n = 100 where id = $1', ['a']);
      updated();
      await new Promise((resolve) => setTimeout(resolve, 20));
      await tx.rollback();
    });
    await insideTransaction;
    const outside = fast.query<{ n: unknown }>('select n from t where id = $1', ['a']);
    await transaction;
    expect(Number((await outside).rows[0]?.n)).toBe(7);
  });
});
