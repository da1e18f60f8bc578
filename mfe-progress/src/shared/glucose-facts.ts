// A period's glucose in numbers, shared by the glucose screen's period summary and the doctor's
// summary: pure, so both and their tests read the same.
import {
  GLUCOSE_MOMENT_LABELS,
  SOURCE_LABELS,
  type GlucoseMoment,
  type GlucoseReading,
} from '@tm/shared-contracts';
import { GLUCOSE_TARGET_MGDL, glucoseSummary, timeInRanges } from '@tm/shared-contracts/clinical';
import { localDay } from './format.js';

export const PERIODS = [7, 14, 30, 90] as const;
export type PeriodDays = (typeof PERIODS)[number];
const DAY_MS = 86_400_000;

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

export const inPeriod = <R extends Pick<GlucoseReading, 'medidoEn'>>(
  readings: R[],
  days: PeriodDays,
  now: number,
) => readings.filter((r) => Date.parse(r.medidoEn) > now - days * DAY_MS);

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

export function glucoseFacts(glucose: FactsReading[]): GlucoseFacts | null {
  if (glucose.length === 0) return null;
  const values = glucose.map((r) => r.valor);
  const groups = new Map<MomentKey, number[]>();
  for (const r of glucose) {
    const key = r.momento ?? 'sensor';
    const group = groups.get(key);
    if (group) group.push(r.valor);
    else groups.set(key, [r.valor]);
  }
  const days = glucose.map((r) => ({ mgdl: r.valor, day: localDay(r.medidoEn) }));
  const summary = glucoseSummary(days);
  const below = values.filter((v) => v < GLUCOSE_TARGET_MGDL.low).length;
  const above = values.filter((v) => v > GLUCOSE_TARGET_MGDL.high).length;
  return {
    count: glucose.length,
    days: new Set(days.map((d) => d.day)).size,
    meanMgdl: mean(values),
    minMgdl: values.reduce((a, b) => Math.min(a, b)),
    maxMgdl: values.reduce((a, b) => Math.max(a, b)),
    inTarget: values.length - below - above,
    belowTarget: below,
    aboveTarget: above,
    byMoment: MOMENT_ORDER.filter((m) => groups.has(m)).map((moment) => ({
      moment,
      count: groups.get(moment)!.length,
      meanMgdl: mean(groups.get(moment)!),
    })),
    ranges: summary ? { bands: timeInRanges(values), gmi: summary.gmi } : null,
  };
}
