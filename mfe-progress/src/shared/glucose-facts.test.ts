import { GLUCOSE_MOMENTS, localDay, type GlucoseReading } from '@tm/shared-contracts';
import { glucoseSummary, timeInRanges } from '@tm/shared-contracts/clinical';
import { glucoseFacts, initialPeriod } from './glucose-facts.js';

const DAY_MS = 86_400_000;
const NOW = Date.UTC(2026, 10, 20, 12);

/** 90 days of a sensor every 5 minutes (25,920) and a meter's 4 a day, oldest first. */
function ninetyDays(): GlucoseReading[] {
  const readings: GlucoseReading[] = [];
  for (let t = NOW - 90 * DAY_MS, i = 0; t < NOW; t += 5 * 60_000, i += 1) {
    readings.push({
      id: i,
      valor: Math.round(125 + 80 * Math.sin(i / 40)),
      medidoEn: new Date(t).toISOString(),
      momento: null,
      origen: 'dexcom',
      nota: null,
    });
    if (i % 72 === 0)
      readings.push({
        id: 100_000 + i,
        valor: 98.6 + (i % 7),
        medidoEn: new Date(t + 1000).toISOString(),
        momento: GLUCOSE_MOMENTS[(i / 72) % GLUCOSE_MOMENTS.length]!,
        origen: null,
        nota: null,
      });
  }
  return readings;
}

/** The facts as they were worked out before the one-pass version: plain and slow. */
function reference(glucose: GlucoseReading[]) {
  const values = glucose.map((r) => r.valor);
  const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
  const days = glucose.map((r) => ({ mgdl: r.valor, day: localDay(r.medidoEn) }));
  const summary = glucoseSummary(days);
  const below = values.filter((v) => v < 70).length;
  const above = values.filter((v) => v > 180).length;
  const keys = ['ayunas', 'antes_comida', 'despues_comida', 'al_dormir', 'otro', 'sensor'];
  const of = (key: string) =>
    glucose.filter((r) => (r.momento ?? 'sensor') === key).map((r) => r.valor);
  return {
    count: glucose.length,
    days: new Set(days.map((d) => d.day)).size,
    meanMgdl: mean(values),
    minMgdl: Math.min(...values),
    maxMgdl: Math.max(...values),
    inTarget: values.length - below - above,
    belowTarget: below,
    aboveTarget: above,
    byMoment: keys
      .filter((k) => of(k).length > 0)
      .map((moment) => ({ moment, count: of(moment).length, meanMgdl: mean(of(moment)) })),
    ranges: summary ? { bands: timeInRanges(values), gmi: summary.gmi } : null,
  };
}

describe('glucoseFacts', () => {
  it('gives exactly the plain computation’s numbers over a sensor’s 90 days', () => {
    const readings = ninetyDays();
    expect(readings.length).toBeGreaterThan(26_000);
    const facts = glucoseFacts(readings)!;
    expect(facts).toEqual(reference(readings));
    expect(facts.days).toBeGreaterThanOrEqual(90);
    expect(facts.ranges).not.toBeNull();
    // Exact, not close: the same sums in the same order.
    expect(facts.meanMgdl).toBe(reference(readings).meanMgdl);
    expect(facts.ranges!.gmi).toBe(
      glucoseSummary(readings.map((r) => ({ mgdl: r.valor, day: localDay(r.medidoEn) })))!.gmi,
    );
  });

  it('has no time in range or GMI under 14 days, and nothing for no readings', () => {
    const readings = ninetyDays().filter((r) => Date.parse(r.medidoEn) > NOW - 10 * DAY_MS);
    expect(glucoseFacts(readings)).toEqual(reference(readings));
    expect(glucoseFacts(readings)!.ranges).toBeNull();
    expect(glucoseFacts([])).toBeNull();
  });
});

describe('initialPeriod', () => {
  const at = (daysAgo: number) => ({ medidoEn: new Date(NOW - daysAgo * DAY_MS).toISOString() });
  it('is 14 days, or the shortest longer period with a reading', () => {
    expect(initialPeriod([at(40), at(2)], NOW)).toBe(14);
    expect(initialPeriod([at(20)], NOW)).toBe(30);
    expect(initialPeriod([at(40), at(31)], NOW)).toBe(90);
    expect(initialPeriod([at(200)], NOW)).toBe(90);
    expect(initialPeriod([], NOW)).toBe(90);
  });
});
