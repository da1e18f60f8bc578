// Mi progreso's links into the rest of the programme (issue 19): the intake's and the
// interpreter's lab values become the first points of the history when the person says yes, the
// glucose screen's compact series, and the fasting trend the report and the weekly chat cite.
import {
  DAY_MS,
  glucoseSeriesSchema,
  initialReportSchema,
  progressReadingListSchema,
  saveLabsResponseSchema,
  weeklyCheckinSchema,
} from '@tm/shared-contracts/contracts';
import { describeOnEachDatabase } from './support/each-database.js';
import { FASTING_TREND, logFasting } from './support/fasting-trend.js';
import { type Browser, json, TEST_NOW } from './support/test-app.js';

describeOnEachDatabase('Mi progreso: lab values offered, glucose series, fasting trend', (t) => {
  beforeEach(() => {
    t.clock.current = TEST_NOW;
  });

  const person = (intake: Record<string, unknown> = {}) =>
    t.trialPerson(intake, { startTrial: true });
  const list = async (browser: Browser, userId: string) =>
    progressReadingListSchema.parse(
      json(await browser.request('GET', `/api/progress-readings/${userId}`)),
    );
  const labs = (userId: string, extra: object = {}) => ({
    userId,
    origen: 'formulario',
    fecha: '2026-09-15',
    analisis: [
      { marcador: 'a1c', valor: 53, unidad: 'mmol/mol' },
      { marcador: 'colesterolTotal', valor: 210, unidad: 'mg/dL' },
      { marcador: 'trigliceridos', valor: 1.8, unidad: 'mmol/L' },
    ],
    ...extra,
  });

  describe('POST /api/progress-labs', () => {
    it('stores the values as lab results of the test’s date with their source, once', async () => {
      const { browser, userId } = await person();
      const first = await browser.request('POST', '/api/progress-labs', labs(userId));
      expect(first.statusCode).toBe(200);
      expect(saveLabsResponseSchema.parse(json(first))).toEqual({ guardadas: 3, repetidas: 0 });
      const stored = await list(browser, userId);
      expect(stored).toHaveLength(3);
      expect(stored.find((r) => r.marcador === 'a1c')).toMatchObject({
        tipo: 'analisis',
        unidad: '%',
        valorOriginal: 53,
        unidadOriginal: 'mmol/mol',
        medidoEn: '2026-09-15T00:00:00.000Z',
        origen: 'formulario',
        momento: null,
      });
      expect(stored.find((r) => r.marcador === 'a1c')!.valor).toBeCloseTo(7.0, 1);

      // Offered twice (the report opened again): nothing new. One more value: only it.
      const again = await browser.request('POST', '/api/progress-labs', labs(userId));
      expect(json(again)).toEqual({ guardadas: 0, repetidas: 3 });
      const more = labs(userId);
      more.analisis.push({ marcador: 'hdl', valor: 45, unidad: 'mg/dL' });
      expect(json(await browser.request('POST', '/api/progress-labs', more))).toEqual({
        guardadas: 1,
        repetidas: 3,
      });
      // The interpreter's values of the same day are its own source, and a typed result is kept.
      const typed = await browser.request('POST', '/api/progress-readings', {
        userId,
        tipo: 'analisis',
        marcador: 'a1c',
        valor: 7,
        unidad: '%',
        fecha: '2026-09-15',
      });
      expect(typed.statusCode).toBe(200);
      expect(
        json(
          await browser.request(
            'POST',
            '/api/progress-labs',
            labs(userId, { origen: 'interprete' }),
          ),
        ),
      ).toEqual({ guardadas: 3, repetidas: 0 });
      expect(await list(browser, userId)).toHaveLength(8);
    });

    it('refuses, in Spanish, a future date, a value twice, an unknown source and an implausible value', async () => {
      const { browser, userId } = await person();
      const refused = async (body: object, message: RegExp) => {
        const res = await browser.request('POST', '/api/progress-labs', body);
        expect(res.statusCode).toBe(400);
        expect((json(res) as { message: string }).message).toMatch(message);
      };
      await refused(
        labs(userId, { fecha: '2026-12-01' }),
        /La fecha de los análisis está en el futuro/,
      );
      await refused(
        labs(userId, {
          analisis: [
            { marcador: 'a1c', valor: 7, unidad: '%' },
            { marcador: 'a1c', valor: 7.1, unidad: '%' },
          ],
        }),
        /el mismo análisis dos veces/,
      );
      await refused(labs(userId, { origen: 'libreview' }), /origen/);
      await refused(
        labs(userId, { analisis: [{ marcador: 'a1c', valor: 70, unidad: '%' }] }),
        /no parece una medición real en %/,
      );
      await refused(labs(userId, { analisis: [] }), /analisis/);
      expect(await list(browser, userId)).toEqual([]);
    });

    it('is the owner’s only', async () => {
      const ana = await person();
      const eva = await person();
      expect(
        (await t.browser().request('POST', '/api/progress-labs', labs(ana.userId))).statusCode,
      ).toBe(401);
      expect(
        (await eva.browser.request('POST', '/api/progress-labs', labs(ana.userId))).statusCode,
      ).toBe(403);
      expect(await list(ana.browser, ana.userId)).toEqual([]);
    });
  });

  describe('GET /api/progress-glucose', () => {
    it('answers the glucose only, as columns in time order, notes by reading id', async () => {
      const { browser, userId } = await person();
      const post = (body: object) =>
        browser.request('POST', '/api/progress-readings', { userId, ...body });
      await post({ tipo: 'peso', valor: 70, unidad: 'kg' });
      const late = await post({
        tipo: 'glucosa',
        valor: 6.1,
        unidad: 'mmol/L',
        momento: 'ayunas',
        medidoEn: new Date(TEST_NOW - 3_600_000).toISOString(),
      });
      const early = await post({
        tipo: 'glucosa',
        valor: 150,
        unidad: 'mg/dL',
        momento: 'despues_comida',
        nota: 'Tamales',
        medidoEn: new Date(TEST_NOW - DAY_MS).toISOString(),
      });
      const idOf = (res: typeof late) => (json(res) as { lectura: { id: number } }).lectura.id;
      const series = glucoseSeriesSchema.parse(
        json(await browser.request('GET', `/api/progress-glucose/${userId}`)),
      );
      expect(series).toEqual({
        id: [idOf(early), idOf(late)],
        medidoEn: [TEST_NOW - DAY_MS, TEST_NOW - 3_600_000],
        valor: [150, expect.closeTo(109.9, 1)],
        momento: ['despues_comida', 'ayunas'],
        origen: [null, null],
        notas: { [idOf(early)]: 'Tamales' },
      });
      const empty = await person();
      expect(
        json(await empty.browser.request('GET', `/api/progress-glucose/${empty.userId}`)),
      ).toEqual({ id: [], medidoEn: [], valor: [], momento: [], origen: [], notas: {} });
      const eva = await person();
      expect((await eva.browser.request('GET', `/api/progress-glucose/${userId}`)).statusCode).toBe(
        403,
      );
    });
  });

  describe('the fasting trend in the weekly chat and the report', () => {
    it('the weekly reply cites it in her unit, on a line of its own; without enough data, nothing', async () => {
      const { browser, userId } = await person({ nombre: 'Rosa' });
      const ask = async () =>
        weeklyCheckinSchema.parse(
          json(
            await browser.request('POST', '/api/weekly-checkin', {
              userId,
              message: 'esta semana caminé después de comer',
            }),
          ),
        ).responseText;
      expect(await ask()).not.toContain('Mi progreso');
      await logFasting(browser, userId);
      expect((await ask()).split('\n\n')).toContain(
        `En tus mediciones de Mi progreso, ${FASTING_TREND}.`,
      );
    });

    it('the report cites it in her profile, and is written again when a trend appears', async () => {
      const { browser, userId } = await person({ nombre: 'Rosa', edad: 58 });
      const generate = () =>
        browser.request('POST', '/api/generate-report', { userId, moduleNumber: 1 });
      const report = async () =>
        initialReportSchema.parse(
          (json(await browser.request('GET', `/api/reports/${userId}`)) as { report: unknown })
            .report,
        );
      expect((await generate()).statusCode).toBe(200);
      expect((await report()).perfil.join(' ')).not.toContain('Mi progreso');
      await logFasting(browser, userId);
      expect((await generate()).statusCode).toBe(200);
      expect((await report()).perfil).toContain(
        `Según tus mediciones en Mi progreso, ${FASTING_TREND}.`,
      );
    });
  });
});
