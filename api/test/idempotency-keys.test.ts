// Issue 21: the offline queue may send one entry twice (a lost answer, the service worker and the
// page both replaying). Each carries the browser's key; the API applies it once and answers the
// repeat with the first result.
import { randomUUID } from 'node:crypto';
import {
  observationLogSchema,
  progressReadingListSchema,
  saveReadingResponseSchema,
} from '@tm/shared-contracts/contracts';
import { describeOnEachDatabase } from './support/each-database.js';
import { logDay } from './support/log-day.js';
import { type Browser, json, TEST_NOW } from './support/test-app.js';

const ZONE = 'America/Mexico_City';
const TODAY = '2026-11-22';
const day = (over: Record<string, unknown> = {}) => logDay(TODAY, over);

describeOnEachDatabase('idempotency keys of offline entries', (t) => {
  beforeEach(() => {
    t.clock.current = TEST_NOW;
  });
  const person = () => t.trialPerson({}, { startTrial: true });
  const readings = async (browser: Browser, userId: string) =>
    progressReadingListSchema.parse(
      json(await browser.request('GET', `/api/progress-readings/${userId}`)),
    );
  const glucose = (userId: string, claveEnvio: string, valor = 112) => ({
    userId,
    tipo: 'glucosa',
    valor,
    unidad: 'mg/dL',
    momento: 'ayunas',
    medidoEn: new Date(TEST_NOW - 60_000).toISOString(),
    claveEnvio,
  });

  it('stores a reading sent twice with one key once, answering the repeat with the first (200)', async () => {
    const { browser, userId } = await person();
    const key = randomUUID();
    const first = await browser.request('POST', '/api/progress-readings', glucose(userId, key));
    expect(first.statusCode).toBe(200);
    t.clock.current += 60 * 60 * 1000;
    const again = await browser.request('POST', '/api/progress-readings', glucose(userId, key));
    expect(again.statusCode).toBe(200);
    expect(saveReadingResponseSchema.parse(json(again))).toEqual(
      saveReadingResponseSchema.parse(json(first)),
    );
    expect(await readings(browser, userId)).toHaveLength(1);
  });

  it('keeps the first reading when a repeat carries other values, and the same low alert', async () => {
    const { browser, userId } = await person();
    const key = randomUUID();
    const first = json(
      await browser.request('POST', '/api/progress-readings', glucose(userId, key, 52)),
    );
    const again = json(
      await browser.request('POST', '/api/progress-readings', glucose(userId, key, 140)),
    );
    expect(again).toEqual(first);
    expect(saveReadingResponseSchema.parse(again).alerta?.tier).toBe('emergency');
    expect((await readings(browser, userId)).map((r) => r.valor)).toEqual([52]);
  });

  it('stores both of two concurrent sends of one key as one reading', async () => {
    const { browser, userId } = await person();
    const key = randomUUID();
    const answers = await Promise.all(
      [1, 2, 3].map(() => browser.request('POST', '/api/progress-readings', glucose(userId, key))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const ids = answers.map((a) => saveReadingResponseSchema.parse(json(a)).lectura.id);
    expect(new Set(ids).size).toBe(1);
    expect(await readings(browser, userId)).toHaveLength(1);
  });

  it('stores readings with different keys, or with none, each', async () => {
    const { browser, userId } = await person();
    for (const key of [randomUUID(), randomUUID()])
      await browser.request('POST', '/api/progress-readings', glucose(userId, key));
    const withoutKey: Record<string, unknown> = glucose(userId, randomUUID());
    delete withoutKey.claveEnvio;
    await browser.request('POST', '/api/progress-readings', withoutKey);
    await browser.request('POST', '/api/progress-readings', withoutKey);
    expect(await readings(browser, userId)).toHaveLength(4);
  });

  it("a key is one person's own: the same key from another person stores her reading", async () => {
    const a = await person();
    const b = await person();
    const key = randomUUID();
    await a.browser.request('POST', '/api/progress-readings', glucose(a.userId, key, 100));
    const other = await b.browser.request(
      'POST',
      '/api/progress-readings',
      glucose(b.userId, key, 130),
    );
    expect(saveReadingResponseSchema.parse(json(other)).lectura.valor).toBe(130);
    expect((await readings(a.browser, a.userId)).map((r) => r.valor)).toEqual([100]);
  });

  it.each([
    ['a weight', { tipo: 'peso', valor: 82.5, unidad: 'kg' }],
    ['a waist', { tipo: 'cintura', valor: 38, unidad: 'in' }],
    ['a blood pressure', { tipo: 'presion', sistolica: 128, diastolica: 82 }],
    ['a lab result', { tipo: 'analisis', marcador: 'a1c', valor: 6.8, unidad: '%' }],
  ])('stores %s sent twice with one key once (the queue sends them too)', async (_, fields) => {
    const { browser, userId } = await person();
    const key = randomUUID();
    const dated =
      fields.tipo === 'analisis'
        ? { fecha: '2026-11-20' }
        : { medidoEn: new Date(TEST_NOW - 60_000).toISOString() };
    const body = { userId, ...fields, ...dated, claveEnvio: key };
    const first = await browser.request('POST', '/api/progress-readings', body);
    expect(first.statusCode).toBe(200);
    const again = await browser.request('POST', '/api/progress-readings', body);
    expect(json(again)).toEqual(json(first));
    expect(await readings(browser, userId)).toHaveLength(1);
  });

  it('refuses a key that is not a UUID with a Spanish 400', async () => {
    const { browser, userId } = await person();
    const res = await browser.request('POST', '/api/progress-readings', glucose(userId, 'abc'));
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ message: expect.stringMatching(/«claveEnvio»/) });
  });

  describe('log days', () => {
    const saveLog = (browser: Browser, userId: string, dias: unknown[], claveEnvio?: string) =>
      browser.request('POST', '/api/observation-log', {
        userId,
        zonaHoraria: ZONE,
        dias,
        ...(claveEnvio ? { claveEnvio } : {}),
      });

    it('applies a day sent twice once: a correction made in between is not undone', async () => {
      const { browser, userId } = await person();
      const key = randomUUID();
      const first = await saveLog(browser, userId, [day({ energia: 3 })], key);
      expect(first.statusCode).toBe(200);
      expect((await saveLog(browser, userId, [day({ energia: 8 })])).statusCode).toBe(200);

      const again = await saveLog(browser, userId, [day({ energia: 3 })], key);
      expect(again.statusCode).toBe(200);
      const log = observationLogSchema.parse(json(again));
      expect(log.dias).toHaveLength(1);
      expect(log.dias[0]!.energia).toBe(8);
    });

    it('a refused day does not use its key up: sent again valid, it is applied', async () => {
      const { browser, userId } = await person();
      const key = randomUUID();
      const refused = await saveLog(browser, userId, [day({ fecha: '2026-11-30' })], key);
      expect(refused.statusCode).toBe(400);
      const saved = await saveLog(browser, userId, [day()], key);
      expect(observationLogSchema.parse(json(saved)).dias.map((d) => d.fecha)).toEqual([TODAY]);
    });
  });
});
