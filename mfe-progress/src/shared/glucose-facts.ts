// A period's glucose in numbers, shared by the glucose screen's period summary and the doctor's
// summary: pure, so both and their tests read the same.
import {
  GLUCOSE_MOMENT_LABELS,
  localDayOf,
  SOURCE_LABELS,
  type GlucoseMoment,
  type GlucoseReading,
} from '@tm/shared-contracts';
import {
  GLUCOSE_TARGET_MGDL,
  gmiPercent,
  MIN_DAYS_FOR_SUMMARY,
  timeInRanges,
} from '@tm/shared-contracts/clinical';

export const PERIODS = [7, 14, 30, 90] as const;
export type PeriodDays = (typeof PERIODS)[number];
const DAY_MS = 86_400_000;

export const inPeriod = <R extends Pick<GlucoseReading, 'medidoEn'>>(
  readings: R[],
  days: PeriodDays,
  now: number,
) => readings.filter((r) => Date.parse(r.medidoEn) > now - days * DAY_MS);

/**
 * The glucose screen's first period: 14 days, or the shortest longer one with readings, so a
 * person whose last readings are weeks old still sees her chart.
 */
export function initialPeriod(oldestFirst: Pick<GlucoseReading, 'medidoEn'>[], now: number) {
  const newest = oldestFirst.at(-1);
  const time = newest ? Date.parse(newest.medidoEn) : -Infinity;
  return PERIODS.find((d) => d >= 14 && time > now - d * DAY_MS) ?? 90;
}

export type MomentKey = GlucoseMoment | 'sensor';

/** A row of the counts by time of day: the moment, or the sensors the readings came from. */
export function momentLabel(moment: MomentKey, readings: Pick<GlucoseReading, 'origen'>[]) {
  if (moment !== 'sensor') return GLUCOSE_MOMENT_LABELS[moment];
  const devices = [...new Set(readings.map((r) => r.origen).filter((o) => o !== null))];
  return `Sensor (${devices.map((d) => SOURCE_LABELS[d]).join(', ')})`;
}

const MOMENT_ORDER: MomentKey[] = [
  'ayunas',
  'antes_comida',
  'despues_comida',
  'al_dormir',
  'otro',
  'sensor',
];

export interface GlucoseFacts {
  count: number;
  days: number;
  meanMgdl: number;
  minMgdl: number;
  maxMgdl: number;
  /** Readings inside the 70–180 mg/dL target, below it and above it. */
  inTarget: number;
  belowTarget: number;
  aboveTarget: number;
  /** Counts and means by time of day; imported sensor readings apart. */
  byMoment: { moment: MomentKey; count: number; meanMgdl: number }[];
  /** Time in range and GMI, only from 14 days with readings. */
  ranges: { bands: ReturnType<typeof timeInRanges>; gmi: number } | null;
}

type FactsReading = Pick<GlucoseReading, 'valor' | 'medidoEn' | 'momento'>;

/**
 * The facts in one pass (a sensor's 90 days are ~26,000 readings, read on the glucose screen's
 * first load): every number over every reading; only the chart draws fewer points.
 */
export function glucoseFacts(glucose: FactsReading[]): GlucoseFacts | null {
  if (glucose.length === 0) return null;
  const values: number[] = [];
  const groups = new Map<MomentKey, { count: number; sum: number }>();
  const days = new Set<string>();
  const dayOf = localDayOf();
  let sum = 0;
  let min = Infinity;
  let max = -Infinity;
  let below = 0;
  let above = 0;
  for (const r of glucose) {
    const v = r.valor;
    values.push(v);
    sum += v;
    min = Math.min(min, v);
    max = Math.max(max, v);
    if (v < GLUCOSE_TARGET_MGDL.low) below += 1;
    else if (v > GLUCOSE_TARGET_MGDL.high) above += 1;
    const key = r.momento ?? 'sensor';
    const group = groups.get(key);
    if (group) {
      group.count += 1;
      group.sum += v;
    } else groups.set(key, { count: 1, sum: v });
    days.add(dayOf(Date.parse(r.medidoEn)));
  }
  const meanMgdl = sum / values.length;
  return {
    count: values.length,
    days: days.size,
    meanMgdl,
    minMgdl: min,
    maxMgdl: max,
    inTarget: values.length - below - above,
    belowTarget: below,
    aboveTarget: above,
    byMoment: MOMENT_ORDER.filter((m) => groups.has(m)).map((moment) => ({
      moment,
      count: groups.get(moment)!.count,
      meanMgdl: groups.get(moment)!.sum / groups.get(moment)!.count,
    })),
    // glucoseSummary's rule (from MIN_DAYS_FOR_SUMMARY days), without its per-reading objects.
    ranges:
      days.size >= MIN_DAYS_FOR_SUMMARY
        ? { bands: timeInRanges(values), gmi: gmiPercent(meanMgdl) }
        : null,
  };
}
