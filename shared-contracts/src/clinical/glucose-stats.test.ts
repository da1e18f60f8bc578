import { bodyFromCanonical, bodyToCanonical } from './body-measures.js';
import { glucoseSummary, gmiPercent, MIN_DAYS_FOR_SUMMARY, timeInRanges } from './glucose-stats.js';

const day = (n: number) => `2026-11-${String(n + 1).padStart(2, '0')}`;

describe('glucoseSummary', () => {
  it('says nothing before 14 distinct days, however many readings', () => {
    const readings = Array.from({ length: 60 }, (_, i) => ({ mgdl: 120, day: day(i % 13) }));
    expect(glucoseSummary(readings)).toBeNull();
  });

  it('counts time in range 70–180 (both ends inside), below and above, and GMI from the mean', () => {
    const values = [60, 70, 180, 181, 120, 120, 120, 120, 120, 120, 120, 120, 120, 120];
    const summary = glucoseSummary(values.map((mgdl, i) => ({ mgdl, day: day(i) })))!;
    expect(summary.days).toBe(MIN_DAYS_FOR_SUMMARY);
    expect(summary.below).toBeCloseTo(1 / 14);
    expect(summary.above).toBeCloseTo(1 / 14);
    expect(summary.inRange).toBeCloseTo(12 / 14);
    const mean = values.reduce((a, b) => a + b) / values.length;
    expect(summary.gmi).toBeCloseTo(3.31 + 0.02392 * mean, 10);
  });

  it('GMI of a mean of 154 mg/dL is 6.99 %', () => {
    expect(gmiPercent(154)).toBeCloseTo(6.99368, 5);
  });
});

describe('body measures', () => {
  it('converts pounds and inches exactly, both ways', () => {
    expect(bodyToCanonical(100, 'lb')).toBeCloseTo(45.359237, 10);
    expect(bodyFromCanonical(bodyToCanonical(172.5, 'lb'), 'lb')).toBeCloseTo(172.5, 10);
    expect(bodyToCanonical(40, 'in')).toBeCloseTo(101.6, 10);
  });
});

describe('timeInRanges', () => {
  it('shares readings among the five consensus bands, edges included as the consensus puts them', () => {
    const shares = timeInRanges([53, 54, 69, 70, 180, 180.4, 181, 250, 251, 300]);
    expect(shares.muyBaja).toBeCloseTo(0.1);
    expect(shares.baja).toBeCloseTo(0.2);
    expect(shares.enRango).toBeCloseTo(0.3);
    expect(shares.alta).toBeCloseTo(0.2);
    expect(shares.muyAlta).toBeCloseTo(0.2);
  });
});
