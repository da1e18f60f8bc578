import { fastingTrend, type FastingReading } from './fasting-trend.js';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 30, 12);
/** Fasting readings `daysAgo` before NOW, each at 07:00 of its day. */
const at = (pairs: [daysAgo: number, mgdl: number][]): FastingReading[] =>
  pairs.map(([daysAgo, mgdl]) => ({ mgdl, at: NOW - daysAgo * DAY - 5 * 3_600_000 }));

const threeWeeks = at([
  [21, 140],
  [20, 144],
  [19, 142],
  [2, 126],
  [1, 130],
  [0, 128],
]);

it('cites the fall of the fasting mean from the first week to the last, in whole weeks', () => {
  expect(fastingTrend(threeWeeks, { now: NOW, unit: 'mg/dL' })).toEqual({
    desde: '142',
    hasta: '128',
    unidad: 'mg/dL',
    semanas: 3,
    texto: 'tu promedio en ayunas bajó de 142 a 128 mg/dL en 3 semanas',
  });
});

it('speaks the person’s unit, with the decimal comma', () => {
  expect(fastingTrend(threeWeeks, { now: NOW, unit: 'mmol/L' })?.texto).toBe(
    'tu promedio en ayunas bajó de 7,9 a 7,1 mmol/L en 3 semanas',
  );
});

it('says a rise as a rise and an unchanged mean as such', () => {
  const rise = at([
    [15, 110],
    [14, 112],
    [13, 114],
    [1, 130],
    [0, 132],
    [0.5, 128],
  ]);
  expect(fastingTrend(rise, { now: NOW, unit: 'mg/dL' })?.texto).toBe(
    'tu promedio en ayunas subió de 112 a 130 mg/dL en 2 semanas',
  );
  const same = at([
    [15, 120],
    [14, 120],
    [13, 120],
    [1, 120],
    [0, 121],
    [0.5, 119],
  ]);
  expect(fastingTrend(same, { now: NOW, unit: 'mg/dL' })?.texto).toBe(
    'tu promedio en ayunas se mantuvo en 120 mg/dL en 2 semanas',
  );
});

it('says nothing without 3 readings in each week, two weeks apart, the last one recent', () => {
  // Two readings in the last week.
  expect(fastingTrend(threeWeeks.slice(0, 5), { now: NOW, unit: 'mg/dL' })).toBeNull();
  // Ten days of readings: the two weeks would overlap.
  const short = at([
    [10, 140],
    [9, 140],
    [8, 140],
    [2, 120],
    [1, 120],
    [0, 120],
  ]);
  expect(fastingTrend(short, { now: NOW, unit: 'mg/dL' })).toBeNull();
  // The newest reading is a month old: not about now.
  expect(fastingTrend(threeWeeks, { now: NOW + 30 * DAY, unit: 'mg/dL' })).toBeNull();
  expect(fastingTrend([], { now: NOW, unit: 'mg/dL' })).toBeNull();
});

it('leaves out readings older than 90 days and any in the future', () => {
  const withOld = [...at([[200, 300]]), ...threeWeeks, ...at([[-3, 400]])];
  expect(fastingTrend(withOld, { now: NOW, unit: 'mg/dL' })?.texto).toBe(
    'tu promedio en ayunas bajó de 142 a 128 mg/dL en 3 semanas',
  );
});
