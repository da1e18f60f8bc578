import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { type ApiApp, createApp } from '../src/app.js';
import { FieldCipher, parseDataKeys } from '../src/common/crypto/field-cipher.js';
import { UNREADABLE_DATA_MESSAGE } from '../src/common/exception.filter.js';
import { reencryptAll } from '../src/db/reencrypt.js';
import { sealReport } from '../src/common/crypto/health-text.js';
import { moduleReflections, reports, weeklyCheckins } from '../src/db/schema.js';
import { rowsOf } from './support/rows.js';
import {
  Browser,
  json,
  minimalIntake,
  TEST_DATA_KEY,
  testCipher,
  testConfig,
} from './support/test-app.js';
import { describeOnEachDatabase } from './support/each-database.js';

/** Text only this suite writes: accents, emoji, markup and SQL, exactly as a person might. */
const WRITTEN = {
  sistemaHormonal: 'Tomo Metformina 850 mg y me inyecto insulina 😟',
  sintomasDespuesComer: 'Hinchazón y ardor después de cenar <script>alert("x")</script>',
  informacionAdicional: "Mi mamá tuvo diabetes; '; drop table users; -- ñandú",
  a1c: '7,4 % (agosto)',
};
const CHECKIN = 'Esta semana dormí fatal 😴 y comí <b>pan dulce</b> a escondidas, qué vergüenza';
/** A check-in that always raises the alert shown above the chat (stored with it). */
const ALARMING = 'Me duele mucho el pecho y me falta el aire';
/** The test clock's own day (noon UTC, 22 November 2026). */
const DAY = {
  fecha: '2026-11-22',
  comidas: 'Avena con canela; caldo de pollo; ensalada con aguacate',
  horasSueno: 6,
  calidadSueno: 'Regular',
  bristol: 3,
  energia: 5,
  notas: 'Mareo a media mañana, glucosa 65 mg/dL',
} as const;
/** A note on a logged glucose (Mi progreso). */
const READING_NOTE = 'Después del tamal de la fiesta de mi nieta 🎂, con mareo';
const NEW_KEY = `k2027:${Buffer.alloc(32, 9).toString('base64')}`;

type Export = { tables: Record<string, Record<string, unknown>[]> };

describeOnEachDatabase('health text encrypted at rest', (t) => {
  /** A trial user who saved an intake, one check-in and one observation day through the API. */
  async function personWhoWrote() {
    const { browser, userId } = await t.trialPerson(WRITTEN, { startTrial: true });
    const checkin = await browser.request('POST', '/api/weekly-checkin', {
      userId,
      message: CHECKIN,
    });
    expect(checkin.statusCode).toBe(200);
    const log = await browser.request('POST', '/api/observation-log', {
      userId,
      zonaHoraria: 'UTC',
      dias: [DAY],
    });
    expect(log.statusCode).toBe(200);
    const reading = await browser.request('POST', '/api/progress-readings', {
      userId,
      tipo: 'glucosa',
      valor: 182,
      unidad: 'mg/dL',
      momento: 'despues_comida',
      nota: READING_NOTE,
    });
    expect(reading.statusCode).toBe(200);
    return { browser, userId, answer: (json(checkin) as { responseText: string }).responseText };
  }

  /** The stored rows of the user as a database reader (or a stolen backup) sees them. */
  async function rawRows(userId: string): Promise<string> {
    const rows = await Promise.all(
      ['intake_forms', 'weekly_checkins', 'observation_logs', 'progress_readings'].map((table) =>
        rowsOf(
          t.database.db,
          sql`select * from ${sql.identifier(table)} where user_id = ${userId}`,
        ),
      ),
    );
    return JSON.stringify(rows);
  }

  it('stores no health text readable in the database, and gives it back exactly as written', async () => {
    const { browser, userId, answer } = await personWhoWrote();

    const raw = await rawRows(userId);
    for (const text of [
      ...Object.values(WRITTEN),
      CHECKIN,
      answer,
      DAY.comidas,
      DAY.notas,
      READING_NOTE,
    ]) {
      expect(raw).not.toContain(text);
    }
    expect(raw).not.toMatch(/Metformina|insulina|ardor|dormí|pan dulce|glucosa 65/);
    expect(raw).toContain('enc:v1:test1:');
    // The account fields stay readable: the intake's name and e-mail are not health text.
    expect(raw).toContain(minimalIntake.email);

    const history = json(await browser.request('GET', `/api/weekly-checkins/${userId}`));
    expect(history).toEqual([
      expect.objectContaining({ inputText: CHECKIN, responseText: answer }),
    ]);
    const log = json(await browser.request('GET', `/api/observation-log/${userId}`));
    expect(log).toMatchObject({ dias: [DAY] });

    const exported = json(await browser.request('GET', '/api/me/export')) as Export;
    expect(exported.tables.intake_forms?.[0]?.payload).toMatchObject(WRITTEN);
    expect(exported.tables.weekly_checkins).toEqual([
      expect.objectContaining({ input_text: CHECKIN, response_text: answer }),
    ]);
    expect(exported.tables.observation_logs?.[0]?.days).toEqual([DAY]);
    expect(exported.tables.progress_readings).toEqual([
      expect.objectContaining({ note: READING_NOTE, value: 182 }),
    ]);
    expect(JSON.stringify(exported)).not.toContain('enc:v1:');
  });

  it('the alert above a check-in is encrypted at rest and exported readable', async () => {
    const { browser, userId } = await personWhoWrote();
    const res = await browser.request('POST', '/api/weekly-checkin', { userId, message: ALARMING });
    const { alert } = json(res) as { alert: Record<string, unknown> | null };
    expect(alert).toMatchObject({ tier: 'emergency' });

    const [row] = await rowsOf<{ alert: string }>(
      t.database.db,
      sql`select alert from weekly_checkins where user_id = ${userId} and triage_tier = 'emergency'`,
    );
    expect(row?.alert).toEqual(expect.stringMatching(/^enc:v1:test1:[A-Za-z0-9_-]+$/));

    const exported = json(await browser.request('GET', '/api/me/export')) as Export;
    expect(exported.tables.weekly_checkins).toContainEqual(
      expect.objectContaining({ input_text: ALARMING, alert }),
    );
    expect(JSON.stringify(exported)).not.toContain('enc:v1:');
  });

  it('the report reads the decrypted intake, and is encrypted at rest itself', async () => {
    const { browser, userId } = await personWhoWrote();
    const report = await browser.request('POST', '/api/generate-report', {
      userId,
      moduleNumber: 1,
    });
    expect(report.statusCode).toBe(200);
    const stored = json(await browser.request('GET', `/api/reports/${userId}`));
    // The hypoglycaemia caution comes from medicines named in the (encrypted) intake text.
    expect(JSON.stringify(stored)).toMatch(/insulina.*hipoglucemia/);
    expect(JSON.stringify(stored)).toContain(
      JSON.stringify(WRITTEN.sintomasDespuesComer).slice(1, -1),
    );

    // The report quotes the answers, so it is encrypted at rest too, and exported in plain text.
    const [row] = await rowsOf<{ content: unknown }>(
      t.database.db,
      sql`select content from reports where user_id = ${userId}`,
    );
    expect(row?.content).toEqual(expect.stringMatching(/^enc:v1:test1:[A-Za-z0-9_-]+$/));
    const exported = json(await browser.request('GET', '/api/me/export')) as Export;
    expect(exported.tables.reports?.[0]?.content).toEqual((stored as { report: unknown }).report);

    // Same input, same report: the stored (encrypted) report is recognised, not duplicated.
    await browser.request('POST', '/api/generate-report', { userId, moduleNumber: 1 });
    const [count] = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from reports where user_id = ${userId}`,
    );
    expect(count?.n).toBe(1);
  });

  it('the assistant reads the pattern of an encrypted report', async () => {
    const { browser, userId } = await personWhoWrote();
    await t.database.db.insert(reports).values({
      userId,
      moduleNumber: 1,
      content: sealReport(testCipher(), { patron: 'Metabólico-Estrés' }),
    });
    const res = await browser.request('POST', '/api/weekly-checkin', {
      userId,
      message: 'esta semana tuve mucha ansiedad por la comida',
    });
    expect((json(res) as { responseText: string }).responseText).toContain(
      'Como tu patrón funcional es Metabólico-Estrés',
    );
  });

  it('reads rows written before encryption (plain text) as they are', async () => {
    const { browser, userId } = await personWhoWrote();
    await t.database.db.execute(
      sql`update intake_forms set payload = payload || ${JSON.stringify({ dietaEspecial: 'Sin gluten desde 2019' })}::jsonb
          where user_id = ${userId}`,
    );
    await t.database.db.insert(weeklyCheckins).values({
      userId,
      inputText: 'Mensaje antiguo sin cifrar',
      responseText: 'Respuesta antigua',
      createdAt: new Date(Date.UTC(2026, 0, 1)),
    });
    const history = json(await browser.request('GET', `/api/weekly-checkins/${userId}`));
    expect(history).toEqual([
      expect.objectContaining({ inputText: 'Mensaje antiguo sin cifrar' }),
      expect.objectContaining({ inputText: CHECKIN }),
    ]);
    const exported = json(await browser.request('GET', '/api/me/export')) as Export;
    expect(exported.tables.intake_forms?.[0]?.payload).toMatchObject({
      ...WRITTEN,
      dietaEspecial: 'Sin gluten desde 2019',
    });
  });

  describe('key rotation and unreadable values', () => {
    let rotated: ApiApp;
    let newOnly: ApiApp;
    const lines: string[] = [];
    beforeAll(async () => {
      const stream = new PassThrough();
      stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n')));
      // An old key removed too early.
      newOnly = await createApp(testConfig({ DATA_ENCRYPTION_KEYS: NEW_KEY }), {
        database: t.database,
        clock: t.clock,
      });
      // Same database, the new key put first and the old one kept for reading. Created last:
      // Nest's error logger writes through the newest app, whose lines this suite reads.
      rotated = await createApp(
        testConfig({ DATA_ENCRYPTION_KEYS: `${NEW_KEY},${TEST_DATA_KEY}`, LOG_LEVEL: 'error' }),
        { database: t.database, clock: t.clock, logStream: stream },
      );
    });
    afterAll(async () => {
      await rotated.close();
      await newOnly.close();
    });
    const on = (api: ApiApp, cookie: string | undefined) => {
      const browser = new Browser(api);
      browser.cookie = cookie;
      return browser;
    };

    it('reads rows of the old key after a new key is put first, and writes with the new one', async () => {
      const { browser, userId, answer } = await personWhoWrote();
      const after = on(rotated, browser.cookie);
      const history = json(await after.request('GET', `/api/weekly-checkins/${userId}`));
      expect(history).toEqual([
        expect.objectContaining({ inputText: CHECKIN, responseText: answer }),
      ]);
      const exported = json(await after.request('GET', '/api/me/export')) as Export;
      expect(exported.tables.intake_forms?.[0]?.payload).toMatchObject(WRITTEN);

      const again = { ...minimalIntake, userId, ...WRITTEN };
      expect((await after.request('POST', '/api/intake-form', again)).statusCode).toBe(200);
      const raw = await rawRows(userId);
      const intakeRaw = JSON.stringify(
        await rowsOf(
          t.database.db,
          sql`select payload from intake_forms where user_id = ${userId}`,
        ),
      );
      expect(intakeRaw).toContain('enc:v1:k2027:');
      expect(intakeRaw).not.toContain('enc:v1:test1:');
      expect(raw).toContain('enc:v1:test1:'); // the check-in keeps its old key until re-encrypted
    });

    it('refuses altered ciphertext with a clear 500 message, no stack, and logs no text', async () => {
      const { browser, userId } = await personWhoWrote();
      // Flip one character inside the packed bytes of the stored check-in.
      await t.database.db.execute(
        sql`update weekly_checkins
            set input_text = overlay(input_text placing
              (case when substr(input_text, 40, 1) = 'A' then 'B' else 'A' end) from 40 for 1)
            where user_id = ${userId}`,
      );
      const lineCount = lines.length;
      const res = await on(rotated, browser.cookie).request(
        'GET',
        `/api/weekly-checkins/${userId}`,
      );
      expect(res.statusCode).toBe(500);
      expect(json(res)).toEqual({ message: UNREADABLE_DATA_MESSAGE });
      expect(res.body).not.toMatch(/at |Error|stack/);
      await new Promise((resolve) => setImmediate(resolve));
      const logged = lines.slice(lineCount).join('\n');
      expect(logged).toMatch(/clave \\"test1\\".*dato alterado/);
      expect(logged).not.toMatch(/dormí|pan dulce|stack/);

      // The other, untouched data of the person still reads.
      const log = await on(rotated, browser.cookie).request(
        'GET',
        `/api/observation-log/${userId}`,
      );
      expect(log.statusCode).toBe(200);
    });

    it('a key removed before re-encryption gives the same clear answer, never garbage', async () => {
      const { browser, userId } = await personWhoWrote();
      const res = await on(newOnly, browser.cookie).request('GET', '/api/me/export');
      expect(res.statusCode).toBe(500);
      expect(json(res)).toEqual({ message: UNREADABLE_DATA_MESSAGE });
      const history = await on(newOnly, browser.cookie).request(
        'GET',
        `/api/weekly-checkins/${userId}`,
      );
      expect(json(history)).toEqual({ message: UNREADABLE_DATA_MESSAGE });
    });

    it('db:reencrypt moves every readable row to the new key, leaves unreadable ones, and can run again', async () => {
      const { browser, userId } = await personWhoWrote();
      const legacy = await t.database.db
        .insert(weeklyCheckins)
        .values({ userId, inputText: 'Antiguo sin cifrar', responseText: 'Respuesta antigua' })
        .returning({ id: weeklyCheckins.id });
      // A module reflection written with the old key.
      await t.database.db
        .insert(moduleReflections)
        .values({ userId, moduleNumber: 2, text: testCipher().encrypt('Caminar con mi hermana') });
      const cipher = new FieldCipher(parseDataKeys(`${NEW_KEY},${TEST_DATA_KEY}`).keys);

      const first = await reencryptAll(t.database.db, cipher);
      // The row altered in the earlier test stays as it was and is named by id only.
      expect(first.weekly_checkins.unreadable).toHaveLength(1);
      expect(first.weekly_checkins.unreadable).not.toContain(String(legacy[0]!.id));
      for (const table of Object.values(first)) expect(table.rewritten).toBeGreaterThan(0);

      const everything = JSON.stringify(
        await Promise.all(
          [
            'intake_forms',
            'weekly_checkins',
            'observation_logs',
            'reports',
            'module_reflections',
            'progress_readings',
          ].map((table) => rowsOf(t.database.db, sql`select * from ${sql.identifier(table)}`)),
        ),
      );
      // Only the unreadable row keeps the old key, in each of its encrypted columns.
      const left = await rowsOf<{ id: string }>(
        t.database.db,
        sql`select id::text as id from weekly_checkins
            where concat(input_text, response_text, alert) like '%enc:v1:test1:%'`,
      );
      expect(left.map((row) => row.id)).toEqual(first.weekly_checkins.unreadable);
      const [leftRow] = await rowsOf(
        t.database.db,
        sql`select * from weekly_checkins where id = ${Number(left[0]!.id)}`,
      );
      expect(everything.match(/enc:v1:test1:/g)).toHaveLength(
        JSON.stringify(leftRow).match(/enc:v1:test1:/g)!.length,
      );
      expect(everything).not.toMatch(/Antiguo sin cifrar|Sin gluten|Metformina|insulina|tamal/);

      // The old key can go: an API with only the new key reads this person's data.
      const res = await on(newOnly, browser.cookie).request('GET', '/api/me/export');
      expect(res.statusCode).toBe(200);
      const exported = json(res) as Export;
      expect(exported.tables.intake_forms?.[0]?.payload).toMatchObject(WRITTEN);
      expect(exported.tables.weekly_checkins).toHaveLength(2);
      expect(exported.tables.weekly_checkins).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ input_text: CHECKIN }),
          expect.objectContaining({ input_text: 'Antiguo sin cifrar' }),
        ]),
      );
      expect(exported.tables.observation_logs?.[0]?.days).toEqual([DAY]);
      expect(exported.tables.progress_readings?.[0]?.note).toBe(READING_NOTE);

      const second = await reencryptAll(t.database.db, cipher);
      for (const table of Object.values(second)) expect(table.rewritten).toBe(0);
      expect(second.weekly_checkins.unreadable).toEqual(first.weekly_checkins.unreadable);
    });
  });
});
