import {
  calendarDate,
  DAY_MS,
  initialReportSchema,
  storedReportSchema,
} from '@tm/shared-contracts/contracts';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { observationLogs } from '../src/db/schema.js';
import { type Browser, json, localTrialId, TEST_NOW } from './support/test-app.js';
import { describeOnEachDatabase } from './support/each-database.js';
import { logDay } from './support/log-day.js';

describeOnEachDatabase('initial report and observation log', (t) => {
  const generate = (browser: Browser, userId: string) =>
    browser.request('POST', '/api/generate-report', { userId, moduleNumber: 1 });
  const readReport = async (browser: Browser, userId: string) =>
    storedReportSchema.parse(json(await browser.request('GET', `/api/reports/${userId}`)));

  it('answers a clear 409 for a user with no intake, and stores nothing', async () => {
    const browser = t.browser();
    const userId = localTrialId();
    await browser.request('POST', '/api/trial-start', { userId });
    const before = await t.counts();
    const res = await generate(browser, userId);
    expect(res.statusCode).toBe(409);
    expect(json(res)).toEqual({ message: expect.stringMatching(/formulario de ingreso/) });
    expect(await t.counts()).toEqual(before);
    const read = await browser.request('GET', `/api/reports/${userId}`);
    expect(read.statusCode).toBe(404);
    expect(json(read)).toEqual({ message: 'Tu informe inicial todavía no está listo.' });
  });

  it('stores the report, reads it back, and is idempotent for the same input', async () => {
    const { browser, userId } = await t.trialPerson();
    const first = await generate(browser, userId);
    expect(first.statusCode).toBe(200);
    const stored = await readReport(browser, userId);
    expect(initialReportSchema.parse(stored.report).perfil[0]).toBe('Ana, 52 años.');
    const before = await t.counts();
    const again = await generate(browser, userId);
    expect(json(again)).toEqual(json(first));
    expect(await t.counts()).toEqual(before);
  });

  it('two different intakes give reports that differ where the answers differ', async () => {
    const { browser: a, userId: idA } = await t.trialPerson({
      horasSueno: '5 horas',
      consistenciaEvacuaciones: 'tipo 1',
    });
    const { browser: b, userId: idB } = await t.trialPerson({
      nombre: 'Luis',
      edad: 67,
      horasSueno: '8',
      consistenciaEvacuaciones: '4',
      informacionAdicional: 'Me inyecto insulina y tomo glibenclamida',
    });
    await generate(a, idA);
    await generate(b, idB);
    const ra = (await readReport(a, idA)).report;
    const rb = (await readReport(b, idB)).report;
    const sleep = (r: typeof ra) => r.recomendaciones.find((x) => x.tema === 'sueno')!.texto;
    const liver = (r: typeof ra) => r.recomendaciones.find((x) => x.tema === 'higado')!.texto;
    expect(sleep(ra)).toContain('unas 5 horas');
    expect(sleep(rb)).toContain('8 horas de sueño están en el rango');
    expect(liver(ra)).toMatch(/estreñimiento/);
    expect(liver(rb)).toMatch(/va bien/);
    expect(ra.precauciones).toEqual([]);
    expect(rb.precauciones[0]).toMatch(/insulina y glibenclamida/);
    expect(ra.perfil[0]).toBe('Ana, 52 años.');
    expect(rb.perfil[0]).toBe('Luis, 67 años.');
  });

  /** A person in Mexico City: the test clock's noon UTC is 06:00 there. */
  const ZONE = 'America/Mexico_City';
  const saveLog = (browser: Browser, userId: string, dias: unknown[], zonaHoraria = ZONE) =>
    browser.request('POST', '/api/observation-log', { userId, zonaHoraria, dias });
  const readLog = async (browser: Browser, userId: string) =>
    json(await browser.request('GET', `/api/observation-log/${userId}`)) as {
      dias: { fecha: string; notas?: string; comidas: string }[];
      cerrado: boolean;
      inicio: number | null;
    };
  const nextDay = () => {
    t.clock.current += DAY_MS;
  };
  afterEach(() => {
    t.clock.current = TEST_NOW;
  });

  it('keeps five real days, rebuilds the report from them, and closes the log after the fifth', async () => {
    const { browser, userId } = await t.trialPerson();
    expect(json(await browser.request('GET', `/api/observation-log/${userId}`))).toEqual({
      userId,
      dias: [],
      cerrado: false,
      inicio: TEST_NOW,
    });
    await generate(browser, userId);
    const dates = ['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26'];
    for (const [i, fecha] of dates.entries()) {
      if (i > 0) nextDay();
      const saved = await saveLog(browser, userId, [
        logDay(fecha, i === 1 ? { notas: '<script>x</script> 🍎' } : {}),
      ]);
      expect(saved.statusCode).toBe(200);
      if (i === 2) {
        await generate(browser, userId);
        expect((await readReport(browser, userId)).report.diasObservados).toBe(3);
      }
    }
    const log = await readLog(browser, userId);
    expect(log.dias.map((d) => d.fecha)).toEqual(dates);
    expect(log.dias[1]!.notas).toBe('<script>x</script> 🍎');

    await generate(browser, userId);
    expect((await readReport(browser, userId)).report.diasObservados).toBe(5);
    const late = await saveLog(browser, userId, [logDay('2026-11-26', { horasSueno: 8 })]);
    expect(late.statusCode).toBe(409);
    const closed = await readLog(browser, userId);
    expect(closed.cerrado).toBe(true);
    expect(closed.dias.map((d) => d.fecha)).toEqual(dates);
  });

  it('saving five times on the same day keeps one day: the others are still to come', async () => {
    const { browser, userId } = await t.trialPerson();
    for (let i = 0; i < 5; i++) {
      const res = await saveLog(browser, userId, [logDay('2026-11-22', { energia: 5 + i })]);
      expect(res.statusCode).toBe(200);
    }
    const tomorrow = await saveLog(browser, userId, [logDay('2026-11-23')]);
    expect(tomorrow.statusCode).toBe(400);
    expect(json(tomorrow)).toEqual({
      message:
        'El lunes, 23 de noviembre todavía no llega: anota cada día cuando ya lo hayas vivido.',
    });
    const log = await readLog(browser, userId);
    expect(log.dias).toEqual([logDay('2026-11-22', { energia: 9 })]);
  });

  it('a blank day can be written up to two days late, never later and never before the start', async () => {
    const { browser, userId } = await t.trialPerson();
    expect((await saveLog(browser, userId, [logDay('2026-11-22')])).statusCode).toBe(200);
    const before = await saveLog(browser, userId, [logDay('2026-11-21')]);
    expect(before.statusCode).toBe(400);
    expect(json(before)).toEqual({ message: expect.stringMatching(/anterior a tu inicio/) });

    for (let i = 0; i < 4; i++) nextDay(); // now 26 November: 24 and 25 are still open
    const tooLate = await saveLog(browser, userId, [logDay('2026-11-23')]);
    expect(tooLate.statusCode).toBe(400);
    expect(json(tooLate)).toEqual({
      message:
        'El lunes, 23 de noviembre ya quedó atrás: un día se puede anotar hasta 2 días después.',
    });
    expect(
      (await saveLog(browser, userId, [logDay('2026-11-24'), logDay('2026-11-25')])).statusCode,
    ).toBe(200);
    // A day already written can still be corrected later.
    expect(
      (await saveLog(browser, userId, [logDay('2026-11-22', { energia: 2 })])).statusCode,
    ).toBe(200);
    const log = await readLog(browser, userId);
    expect(log.dias.map((d) => [d.fecha, (d as { energia?: number }).energia])).toEqual([
      ['2026-11-22', 2],
      ['2026-11-24', 6],
      ['2026-11-25', 6],
    ]);
  });

  it("counts calendar days in the person's own time zone", async () => {
    const { browser, userId } = await t.trialPerson();
    t.clock.current = Date.UTC(2026, 10, 23, 3); // 21:00 on 22 November in Mexico City
    expect((await saveLog(browser, userId, [logDay('2026-11-23')])).statusCode).toBe(400);
    expect(
      (await saveLog(browser, userId, [logDay('2026-11-23')], 'Europe/Madrid')).statusCode,
    ).toBe(200);
    const unknownZone = await saveLog(browser, userId, [logDay('2026-11-22')], 'Marte/Olimpo');
    expect(unknownZone.statusCode).toBe(400);
    expect((json(unknownZone) as { message: string }).message).toMatch(/zona horaria/);
  });

  it('the sixth day is refused while five are written, and the stored log stays', async () => {
    const { browser, userId } = await t.trialPerson();
    const written: string[] = [];
    for (let i = 0; i < 5; i++) {
      if (i > 0) nextDay();
      const fecha = calendarDate(t.clock.current, ZONE);
      written.push(fecha);
      await saveLog(browser, userId, [logDay(fecha)]);
    }
    nextDay();
    const sixth = await saveLog(browser, userId, [logDay(calendarDate(t.clock.current, ZONE))]);
    expect(sixth.statusCode).toBe(400);
    expect((json(sixth) as { message: string }).message).toMatch(/ya tiene sus 5 días/);
    expect((await readLog(browser, userId)).dias.map((d) => d.fecha)).toEqual(written);
  });

  it('the test clock lets days pass: trial start and written days move back', async () => {
    const { browser, userId } = await t.trialPerson();
    await saveLog(browser, userId, [logDay('2026-11-22')]);
    const moved = await browser.request('POST', '/api/test/observation-log/days-pass', {
      userId,
      dias: 1,
    });
    expect(moved.statusCode).toBe(200);
    expect(json(moved)).toMatchObject({
      inicio: TEST_NOW - DAY_MS,
      dias: [{ fecha: '2026-11-21' }],
    });
    expect((await saveLog(browser, userId, [logDay('2026-11-22')])).statusCode).toBe(200);
  });

  it.each([
    [
      'a sixth entry',
      ['2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22'].map(
        (f) => logDay(f),
      ),
    ],
    ['a repeated date', [logDay('2026-11-22'), logDay('2026-11-22')]],
    ['no day at all', []],
    ['a date that does not exist', [logDay('2026-02-30')]],
    ['an ordinal instead of a date', [{ ...logDay('2026-11-22'), fecha: undefined, dia: 1 }]],
    ['a Bristol type of 8', [logDay('2026-11-22', { bristol: 8 })]],
    ['energy 0', [logDay('2026-11-22', { energia: 0 })]],
    ['25 hours of sleep', [logDay('2026-11-22', { horasSueno: 25 })]],
    ['empty meals', [logDay('2026-11-22', { comidas: '   ' })]],
    ['an unknown field', [logDay('2026-11-22', { peso: 70 })]],
  ])('refuses %s with a Spanish 400 and keeps the stored log', async (_name, dias) => {
    const { browser, userId } = await t.trialPerson();
    await saveLog(browser, userId, [logDay('2026-11-22')]);
    const res = await saveLog(browser, userId, dias);
    expect(res.statusCode).toBe(400);
    expect((json(res) as { message: string }).message).toMatch(/\S/);
    expect((await readLog(browser, userId)).dias).toEqual([logDay('2026-11-22')]);
  });

  it('dates the days of a log saved before days had dates (migration 0011)', async () => {
    const { browser, userId } = await t.trialPerson();
    // As stored before days had dates: an ordinal `dia`, no `fecha`.
    const legacy = [1, 2, 3].map((dia) => ({
      dia,
      comidas: 'Huevos con verduras',
      horasSueno: 7,
      calidadSueno: 'Buena',
      bristol: 4,
      energia: dia + 3,
    }));
    await t.database.db.insert(observationLogs).values({
      userId,
      days: legacy,
      updatedAt: new Date(Date.UTC(2026, 10, 20, 23, 30)),
    });
    const migration = readFileSync(
      new URL('../drizzle/0011_observation_days_dated.sql', import.meta.url),
      'utf8',
    );
    await t.database.db.execute(sql.raw(migration));
    const log = await readLog(browser, userId);
    expect(log.dias).toEqual([
      logDay('2026-11-18', { energia: 4 }),
      logDay('2026-11-19', { energia: 5 }),
      logDay('2026-11-20', { energia: 6 }),
    ]);
  });

  it("refuses another person's report and log", async () => {
    const { userId } = await t.trialPerson();
    const { browser: stranger } = await t.trialPerson();
    expect((await stranger.request('GET', `/api/reports/${userId}`)).statusCode).toBe(403);
    expect((await stranger.request('GET', `/api/observation-log/${userId}`)).statusCode).toBe(403);
    expect((await generate(stranger, userId)).statusCode).toBe(403);
  });
});
