import { readFileSync } from 'node:fs';
import { MG_DL_PER_MMOL_L } from '@tm/shared-contracts/clinical';
import {
  accountExportSchema,
  DAY_MS,
  type DeviceFile,
  IMPORT_BATCH,
  importReadingsResponseSchema,
  parseDeviceCsv,
  progressReadingListSchema,
  saveReadingResponseSchema,
  type SaveReadingResponse,
} from '@tm/shared-contracts/contracts';
import { eq } from 'drizzle-orm';
import { progressReadings } from '../src/db/schema.js';
import { describeOnEachDatabase } from './support/each-database.js';
import { type Browser, json, TEST_NOW } from './support/test-app.js';

const HOUR = DAY_MS / 24;

/** A sample export (synthetic, in shared-contracts) read as the browser reads it. */
function sampleFile(name: string): DeviceFile {
  const file = parseDeviceCsv(
    readFileSync(
      new URL(`../../shared-contracts/src/progress/samples/${name}`, import.meta.url),
      'utf8',
    ),
  );
  if ('error' in file) throw new Error(file.error);
  return file;
}
/** The import body of a file: local device times read in this process's time zone. */
const importBody = (userId: string, file: DeviceFile, lecturas = file.lecturas) => ({
  userId,
  origen: file.origen,
  unidad: file.unidad,
  lecturas: lecturas.map((r) => ({
    medidoEn: new Date(r.local).toISOString(),
    valor: r.valor,
  })),
});

describeOnEachDatabase('Mi progreso: readings', (t) => {
  beforeEach(() => {
    t.clock.current = TEST_NOW;
  });

  const person = (intake: Record<string, unknown> = {}) =>
    t.trialPerson(intake, { startTrial: true });
  const save = async (browser: Browser, body: object) => {
    const res = await browser.request('POST', '/api/progress-readings', body);
    expect(res.statusCode).toBe(200);
    return saveReadingResponseSchema.parse(json(res));
  };
  const list = async (browser: Browser, userId: string) =>
    progressReadingListSchema.parse(
      json(await browser.request('GET', `/api/progress-readings/${userId}`)),
    );

  describe('units', () => {
    it('stores glucose in mg/dL, exactly converted, with the unit the person used', async () => {
      const { browser, userId } = await person();
      const { lectura } = await save(browser, {
        userId,
        tipo: 'glucosa',
        valor: 6.1,
        unidad: 'mmol/L',
        momento: 'ayunas',
      });
      expect(lectura).toMatchObject({
        tipo: 'glucosa',
        unidad: 'mg/dL',
        valorOriginal: 6.1,
        unidadOriginal: 'mmol/L',
        momento: 'ayunas',
        medidoEn: new Date(TEST_NOW).toISOString(),
      });
      expect(lectura.valor).toBeCloseTo(6.1 * MG_DL_PER_MMOL_L.glucosa, 10);
      expect(await list(browser, userId)).toEqual([lectura]);
    });

    it('stores weight in kg, waist in cm, A1C in %, haemoglobin in g/dL, pressure in mmHg', async () => {
      const { browser, userId } = await person();
      const saved = async (body: object) => (await save(browser, { userId, ...body })).lectura;
      const weight = await saved({ tipo: 'peso', valor: 180, unidad: 'lb' });
      expect(weight.valor).toBeCloseTo(81.6466266, 6);
      expect(weight).toMatchObject({ unidad: 'kg', valorOriginal: 180, unidadOriginal: 'lb' });
      expect((await saved({ tipo: 'cintura', valor: 38, unidad: 'in' })).valor).toBeCloseTo(
        96.52,
        10,
      );
      const a1c = await saved({
        tipo: 'analisis',
        marcador: 'a1c',
        valor: 53,
        unidad: 'mmol/mol',
        fecha: '2026-10-01',
      });
      expect(a1c).toMatchObject({ marcador: 'a1c', unidad: '%', unidadOriginal: 'mmol/mol' });
      expect(a1c.valor).toBeCloseTo(53 / 10.929 + 2.15, 10);
      expect(a1c.medidoEn).toBe('2026-10-01T00:00:00.000Z');
      const hb = await saved({
        tipo: 'analisis',
        marcador: 'hemoglobina',
        valor: 131,
        unidad: 'g/L',
        fecha: '2026-10-01',
      });
      expect(hb).toMatchObject({ valor: 13.1, unidad: 'g/dL' });
      const ldl = await saved({
        tipo: 'analisis',
        marcador: 'ldl',
        valor: 2.6,
        unidad: 'mmol/L',
        fecha: '2026-10-01',
      });
      expect(ldl.valor).toBeCloseTo(2.6 * 38.67, 10);
      expect(await saved({ tipo: 'presion', sistolica: 132, diastolica: 84 })).toMatchObject({
        valor: 132,
        diastolica: 84,
        unidad: 'mmHg',
      });
      // Oldest first: the lab sheets (dated October) before today's measures.
      expect((await list(browser, userId)).map((r) => r.tipo)).toEqual([
        'analisis',
        'analisis',
        'analisis',
        'peso',
        'cintura',
        'presion',
      ]);
    });
  });

  describe('bad input', () => {
    it.each([
      [
        { tipo: 'glucosa', valor: 110, unidad: 'mmol/L', momento: 'ayunas' },
        'El campo «valor» no parece una medición real en mmol/L (se aceptan valores de 1 a 55): revisa el número y la unidad.',
      ],
      [
        { tipo: 'peso', valor: 900, unidad: 'kg' },
        'El campo «valor» no parece una medición real en kg (se aceptan valores de 20 a 350): revisa el número y la unidad.',
      ],
      [
        { tipo: 'cintura', valor: 5, unidad: 'in' },
        'El campo «valor» no parece una medición real en in (se aceptan valores de 16 a 98): revisa el número y la unidad.',
      ],
      [
        { tipo: 'presion', sistolica: 120, diastolica: 130 },
        'El campo «diastolica» debe ser menor que la sistólica (el número de arriba).',
      ],
      [
        {
          tipo: 'analisis',
          marcador: 'trigliceridos',
          valor: 2,
          unidad: 'mg/dL',
          fecha: '2026-10-01',
        },
        'El campo «valor» no parece una medición real en mg/dL (se aceptan valores de 20 a 10000): revisa el número y la unidad.',
      ],
      [
        { tipo: 'presion', sistolica: 350, diastolica: 90 },
        'El campo «sistolica» no parece una medición real en mmHg (se aceptan valores de 60 a 300): revisa el número y la unidad.',
      ],
      [
        { tipo: 'analisis', marcador: 'a1c', valor: 250, unidad: 'mmol/mol', fecha: '2026-10-01' },
        'El campo «valor» no parece una medición real en mmol/mol (se aceptan valores de 20 a 195): revisa el número y la unidad.',
      ],
      [
        { tipo: 'analisis', marcador: 'hdl', valor: 45, unidad: '%', fecha: '2026-10-01' },
        'El campo «unidad» debe ser una de: mg/dL, mmol/L.',
      ],
      [
        { tipo: 'analisis', marcador: 'ldl', valor: 100, unidad: 'mg/dL', fecha: '2026-12-30' },
        'La fecha de la medición está en el futuro. Revisa el día y la hora.',
      ],
      [
        { tipo: 'peso', valor: 30, unidad: 'lb' },
        'El campo «valor» no parece una medición real en lb (se aceptan valores de 44 a 772): revisa el número y la unidad.',
      ],
      [
        { tipo: 'glucosa', valor: 98, unidad: 'mg/dl', momento: 'ayunas' },
        'El campo «unidad» debe ser uno de: mg/dL, mmol/L.',
      ],
      [
        { tipo: 'glucosa', valor: 98, unidad: 'mg/dL', momento: 'cena' },
        'El campo «momento» debe ser uno de: ayunas, antes_comida, despues_comida, al_dormir, otro.',
      ],
      [
        {
          tipo: 'glucosa',
          valor: 98,
          unidad: 'mg/dL',
          momento: 'ayunas',
          medidoEn: new Date(TEST_NOW + 2 * HOUR).toISOString(),
        },
        'La fecha de la medición está en el futuro. Revisa el día y la hora.',
      ],
    ])('refuses %j in Spanish and stores nothing', async (body, message) => {
      const { browser, userId } = await person();
      const before = await t.counts();
      const res = await browser.request('POST', '/api/progress-readings', { userId, ...body });
      expect(res.statusCode).toBe(400);
      expect(json(res)).toEqual({ message });
      expect(await t.counts()).toEqual(before);
    });

    it('refuses an unknown kind', async () => {
      const { browser, userId } = await person();
      const res = await browser.request('POST', '/api/progress-readings', {
        userId,
        tipo: 'colesterol',
        valor: 200,
      });
      expect(res.statusCode).toBe(400);
      expect((json(res) as { message: string }).message).toMatch(/«tipo»/);
    });
  });

  describe('low readings answer with the chat triage’s safety text', () => {
    it('a low taken now is the low-sugar emergency, with the number of the person’s country', async () => {
      const { browser, userId } = await person({ pais: 'España' });
      const { alerta } = await save(browser, {
        userId,
        tipo: 'glucosa',
        valor: 3.2,
        unidad: 'mmol/L',
        momento: 'antes_comida',
      });
      expect(alerta).toMatchObject({
        tier: 'emergency',
        calls: [{ label: 'Emergencias', number: '112' }],
      });
      expect(alerta!.text).toMatch(/^Esto puede ser una emergencia: llama ahora al 112\./);
      expect(alerta!.text).toContain('15 g de azúcar rápida');
    });

    it('the chat gives the same text for the same reading written as a message', async () => {
      const { browser, userId } = await person();
      const { alerta } = await save(browser, {
        userId,
        tipo: 'glucosa',
        valor: 50,
        unidad: 'mg/dL',
        momento: 'otro',
      });
      const chat = json(
        await browser.request('POST', '/api/weekly-checkin', {
          userId,
          message: 'Me medí la glucosa y marcó 50',
        }),
      ) as { alert: SaveReadingResponse['alerta'] };
      expect(alerta).toEqual(chat.alert);
    });

    it('a low logged hours later is a past episode to tell the doctor; normal and lab values give none', async () => {
      const { browser, userId } = await person();
      const late = await save(browser, {
        userId,
        tipo: 'glucosa',
        valor: 62,
        unidad: 'mg/dL',
        momento: 'al_dormir',
        medidoEn: new Date(TEST_NOW - 5 * HOUR).toISOString(),
      });
      expect(late.alerta).toMatchObject({ tier: 'review_soon', calls: [] });
      expect(late.alerta!.text).toMatch(/cuéntaselo a tu médico esta semana/);
      const normal = await save(browser, {
        userId,
        tipo: 'glucosa',
        valor: 70,
        unidad: 'mg/dL',
        momento: 'ayunas',
      });
      expect(normal.alerta).toBeNull();
      const lab = await save(browser, {
        userId,
        tipo: 'analisis',
        marcador: 'glucosaAyunas',
        valor: 60,
        unidad: 'mg/dL',
        fecha: '2026-11-01',
      });
      expect(lab.alerta).toBeNull();
    });
  });

  describe('device imports', () => {
    const importing = async (browser: Browser, body: object) => {
      const res = await browser.request('POST', '/api/progress-imports', body);
      expect(res.statusCode).toBe(200);
      return importReadingsResponseSchema.parse(json(res));
    };

    it('stores a LibreView export once: importing it again adds nothing', async () => {
      const { browser, userId } = await person();
      const file = sampleFile('libreview-us-mgdl.csv');
      expect(await importing(browser, importBody(userId, file))).toEqual({
        guardadas: 98,
        repetidas: 0,
      });
      expect(await importing(browser, importBody(userId, file))).toEqual({
        guardadas: 0,
        repetidas: 98,
      });
      const stored = await list(browser, userId);
      expect(stored).toHaveLength(98);
      expect(stored[0]).toMatchObject({
        tipo: 'glucosa',
        valor: 121,
        unidad: 'mg/dL',
        unidadOriginal: 'mg/dL',
        momento: null,
        origen: 'libreview',
        medidoEn: new Date('2026-11-18T00:02:00').toISOString(),
      });
    });

    it('an overlapping export adds only its new moments; another device or a typed reading at the same moment is kept', async () => {
      const { browser, userId } = await person();
      const file = sampleFile('dexcom-clarity-mgdl.csv');
      const [first, second] = [file.lecturas.slice(0, 40), file.lecturas.slice(30)];
      expect(await importing(browser, importBody(userId, file, first))).toEqual({
        guardadas: 40,
        repetidas: 0,
      });
      expect(await importing(browser, importBody(userId, file, second))).toEqual({
        guardadas: 31,
        repetidas: 10,
      });
      const moment = importBody(userId, file, first.slice(0, 1)).lecturas[0]!;
      expect(
        await importing(browser, {
          ...importBody(userId, file, first.slice(0, 1)),
          origen: 'libreview',
        }),
      ).toEqual({ guardadas: 1, repetidas: 0 });
      await save(browser, {
        userId,
        tipo: 'glucosa',
        valor: moment.valor,
        unidad: 'mg/dL',
        momento: 'otro',
        medidoEn: moment.medidoEn,
      });
      const stored = await list(browser, userId);
      expect(stored).toHaveLength(73);
      expect(stored.filter((r) => r.medidoEn === moment.medidoEn).map((r) => r.origen)).toEqual(
        expect.arrayContaining(['dexcom', 'libreview', null]),
      );
    });

    it('keeps mmol/L readings canonically in mg/dL with the file’s own number', async () => {
      const { browser, userId } = await person();
      const file = sampleFile('libreview-es-mmol.csv');
      expect((await importing(browser, importBody(userId, file))).guardadas).toBe(24);
      const [first] = await list(browser, userId);
      expect(first).toMatchObject({ valorOriginal: 6.1, unidadOriginal: 'mmol/L' });
      expect(first!.valor).toBeCloseTo(6.1 * MG_DL_PER_MMOL_L.glucosa, 10);
    });

    it.each([
      [
        'an unknown device',
        { origen: 'freestyle' },
        'El campo «origen» debe ser uno de: libreview, dexcom.',
      ],
      [
        'an implausible value',
        { lecturas: [{ medidoEn: '2026-11-18T07:00:00Z', valor: 2000 }] },
        'El campo «lecturas.0.valor» no parece una medición real en mg/dL (se aceptan valores de 10 a 1500): revisa el número y la unidad.',
      ],
      ['no readings', { lecturas: [] }, 'El campo «lecturas» debe ser como mínimo 1.'],
      [
        'a batch over the limit',
        {
          lecturas: Array.from({ length: IMPORT_BATCH + 1 }, (_, i) => ({
            medidoEn: new Date(TEST_NOW - (i + 1) * 60_000).toISOString(),
            valor: 100,
          })),
        },
        `El campo «lecturas» debe ser como máximo ${IMPORT_BATCH}.`,
      ],
      [
        'a reading in the future',
        { lecturas: [{ medidoEn: new Date(TEST_NOW + 2 * HOUR).toISOString(), valor: 100 }] },
        'El archivo tiene lecturas con fecha en el futuro: revisa la fecha y la hora del lector o del teléfono. No se guardó nada de este grupo.',
      ],
      [
        'a moment without its offset',
        { lecturas: [{ medidoEn: '2026-11-18T07:02:00', valor: 100 }] },
        /«lecturas\.0\.medidoEn»/,
      ],
    ])('refuses %s in Spanish and stores nothing', async (_, change, message) => {
      const { browser, userId } = await person();
      const body = {
        ...importBody(userId, sampleFile('libreview-us-mgdl.csv')),
        ...change,
      };
      const before = await t.counts();
      const res = await browser.request('POST', '/api/progress-imports', body);
      expect(res.statusCode).toBe(400);
      expect((json(res) as { message: string }).message).toEqual(
        typeof message === 'string' ? message : expect.stringMatching(message),
      );
      expect(await t.counts()).toEqual(before);
    });

    it('imports only into the session’s own readings', async () => {
      const ana = await person();
      const eva = await person();
      const body = importBody(ana.userId, sampleFile('libreview-es-mmol.csv'));
      expect((await t.browser().request('POST', '/api/progress-imports', body)).statusCode).toBe(
        401,
      );
      expect((await eva.browser.request('POST', '/api/progress-imports', body)).statusCode).toBe(
        403,
      );
      expect(await list(ana.browser, ana.userId)).toEqual([]);
    });
  });

  describe('summary for the doctor', () => {
    it('names the medicines the person takes, from her intake’s words, not those she fears', async () => {
      const { browser, userId } = await person({
        nombre: 'Rosa Díaz',
        informacionAdicional:
          'Tomo metformina 850 dos veces al día y Jardiance. Me da miedo la insulina.',
      });
      const res = await browser.request('GET', `/api/progress-summary/${userId}`);
      expect(res.statusCode).toBe(200);
      const summary = json(res) as {
        nombre: string;
        medicamentos: { nombre: string; cita: string }[];
      };
      expect(summary.nombre).toBe('Rosa Díaz');
      expect(summary.medicamentos.map((m) => m.nombre)).toEqual(
        expect.arrayContaining(['metformina', 'Jardiance (empagliflozina)']),
      );
      expect(summary.medicamentos).toHaveLength(2);
      expect(summary.medicamentos[0]!.cita).toMatch(/metformina|Jardiance/);
    });

    it('is the owner’s only', async () => {
      const ana = await person();
      const eva = await person();
      expect(
        (await eva.browser.request('GET', `/api/progress-summary/${ana.userId}`)).statusCode,
      ).toBe(403);
      expect(
        (await t.browser().request('GET', `/api/progress-summary/${ana.userId}`)).statusCode,
      ).toBe(401);
    });
  });

  describe('authorization', () => {
    it('needs the owning session to read, write or delete', async () => {
      const ana = await person();
      const eva = await person();
      const { lectura } = await save(ana.browser, {
        userId: ana.userId,
        tipo: 'peso',
        valor: 70,
        unidad: 'kg',
      });
      const anon = t.browser();
      expect((await anon.request('GET', `/api/progress-readings/${ana.userId}`)).statusCode).toBe(
        401,
      );
      expect(
        (await eva.browser.request('GET', `/api/progress-readings/${ana.userId}`)).statusCode,
      ).toBe(403);
      expect(
        (
          await eva.browser.request('POST', '/api/progress-readings', {
            userId: ana.userId,
            tipo: 'peso',
            valor: 70,
            unidad: 'kg',
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (await eva.browser.request('DELETE', `/api/progress-readings/${ana.userId}/${lectura.id}`))
          .statusCode,
      ).toBe(403);
      // Eva's own id with Ana's reading: not found, and Ana keeps it.
      const other = await eva.browser.request(
        'DELETE',
        `/api/progress-readings/${eva.userId}/${lectura.id}`,
      );
      expect(other.statusCode).toBe(404);
      expect(json(other)).toEqual({
        message: 'No encontramos esa medición. Puede que ya la hayas borrado.',
      });
      expect(await list(ana.browser, ana.userId)).toEqual([lectura]);
      const deleted = await ana.browser.request(
        'DELETE',
        `/api/progress-readings/${ana.userId}/${lectura.id}`,
      );
      expect(json(deleted)).toEqual({ borrada: true });
      expect(await list(ana.browser, ana.userId)).toEqual([]);
    });
  });

  describe('privacy', () => {
    it('encrypts the note at rest, exports typed and imported readings and erases them all with the account', async () => {
      const { browser, userId } = await person();
      await save(browser, {
        userId,
        tipo: 'glucosa',
        valor: 140,
        unidad: 'mg/dL',
        momento: 'despues_comida',
        nota: 'Después de la paella del domingo',
      });
      const imported = importBody(userId, sampleFile('libreview-es-mmol.csv'));
      expect((await browser.request('POST', '/api/progress-imports', imported)).statusCode).toBe(
        200,
      );
      const [stored] = await t.database.db
        .select()
        .from(progressReadings)
        .where(eq(progressReadings.userId, userId))
        .orderBy(progressReadings.id);
      expect(stored!.note).toMatch(/^enc:v1:/);
      expect(stored!.value).toBe(140);

      const exported = accountExportSchema.parse(
        json(await browser.request('GET', '/api/me/export')),
      );
      expect(exported.tables.progress_readings).toHaveLength(25);
      expect(exported.tables.progress_readings).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            kind: 'glucosa',
            value: 140,
            note: 'Después de la paella del domingo',
            source: null,
          }),
          expect.objectContaining({ original_value: 6.1, source: 'libreview' }),
        ]),
      );

      expect((await browser.request('DELETE', '/api/me')).statusCode).toBe(200);
      const left = await t.database.db
        .select()
        .from(progressReadings)
        .where(eq(progressReadings.userId, userId));
      expect(left).toEqual([]);
    });
  });
});
