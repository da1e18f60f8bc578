// A fasting trend in Mi progreso for the tests that cite it (the report, the weekly chat): three
// fasting readings three weeks before TEST_NOW and three this week, in mmol/L.
import { DAY_MS } from '@tm/shared-contracts/contracts';
import { type Browser, json, TEST_NOW } from './test-app.js';

/** What fastingTrend says of these readings, in their unit. */
export const FASTING_TREND = 'tu promedio en ayunas bajó de 7,9 a 7,1 mmol/L en 3 semanas';

export async function logFasting(browser: Browser, userId: string): Promise<void> {
  const days: [number, number][] = [
    [21, 7.9],
    [20, 8.0],
    [19, 7.8],
    [2, 7.2],
    [1, 7.0],
    [0.2, 7.1],
  ];
  for (const [daysAgo, valor] of days) {
    const res = await browser.request('POST', '/api/progress-readings', {
      userId,
      tipo: 'glucosa',
      valor,
      unidad: 'mmol/L',
      momento: 'ayunas',
      medidoEn: new Date(TEST_NOW - daysAgo * DAY_MS).toISOString(),
    });
    if (res.statusCode !== 200) throw new Error(`lectura no guardada: ${json(res)}`);
  }
}
