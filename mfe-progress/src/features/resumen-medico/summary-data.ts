// The numbers of the doctor's summary, from the person's readings: pure, so the print view and its
// tests read the same.
import type { GlucoseMoment, ProgressReading } from '@tm/shared-contracts';
import {
  glucoseSummary,
  LAB_MARKERS,
  timeInRanges,
  type LabMarker,
} from '@tm/shared-contracts/clinical';
import { localDay } from '../../shared/format.js';

export const PERIODS = [7, 14, 30, 90] as const;
export type PeriodDays = (typeof PERIODS)[number];
const DAY_MS = 86_400_000;

/** Notes shown on paper (the CSV has all of them): two A4 pages hold about this many. */
export const NOTES_SHOWN = 12;

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

export const inPeriod = (readings: ProgressReading[], days: PeriodDays, now: number) =>
  readings.filter((r) => Date.parse(r.medidoEn) > now - days * DAY_MS);

export type MomentKey = GlucoseMoment | 'sensor';

export interface GlucoseFacts {
  count: number;
  days: number;
  meanMgdl: number;
  minMgdl: number;
  maxMgdl: number;
  /** Counts and means by time of day; imported sensor readings apart. */
  byMoment: { moment: MomentKey; count: number; meanMgdl: number }[];
  /** Time in range and GMI, only from 14 days with readings. */
  ranges: { bands: ReturnType<typeof timeInRanges>; gmi: number } | null;
}

export function glucoseFacts(glucose: ProgressReading[]): GlucoseFacts | null {
  if (glucose.length === 0) return null;
  const values = glucose.map((r) => r.valor);
  const groups = new Map<MomentKey, number[]>();
  for (const r of glucose) {
    const key = r.momento ?? 'sensor';
    groups.set(key, [...(groups.get(key) ?? []), r.valor]);
  }
  const order: MomentKey[] = [
    'ayunas',
    'antes_comida',
    'despues_comida',
    'al_dormir',
    'otro',
    'sensor',
  ];
  const summary = glucoseSummary(
    glucose.map((r) => ({ mgdl: r.valor, day: localDay(r.medidoEn) })),
  );
  return {
    count: glucose.length,
    days: new Set(glucose.map((r) => localDay(r.medidoEn))).size,
    meanMgdl: mean(values),
    minMgdl: Math.min(...values),
    maxMgdl: Math.max(...values),
    byMoment: order
      .filter((m) => groups.has(m))
      .map((moment) => ({
        moment,
        count: groups.get(moment)!.length,
        meanMgdl: mean(groups.get(moment)!),
      })),
    ranges: summary ? { bands: timeInRanges(values), gmi: summary.gmi } : null,
  };
}

export interface Trend {
  first: ProgressReading;
  last: ProgressReading;
  count: number;
}

const trendOf = (list: ProgressReading[]): Trend | null =>
  list.length ? { first: list[0]!, last: list.at(-1)!, count: list.length } : null;

/** Each lab test's first and last result, over all time (labs are months apart). */
export const labTrends = (readings: ProgressReading[]) =>
  LAB_MARKERS.flatMap((marker) => {
    const trend = trendOf(readings.filter((r) => r.tipo === 'analisis' && r.marcador === marker));
    return trend ? [{ marker: marker as LabMarker, ...trend }] : [];
  });

/** Weight's and waist's first and last, over all time. */
export const bodyTrend = (readings: ProgressReading[], kind: 'peso' | 'cintura') =>
  trendOf(readings.filter((r) => r.tipo === kind));

/** Mean blood pressure of the period and its last reading. */
export function pressureFacts(pressure: ProgressReading[]) {
  if (pressure.length === 0) return null;
  return {
    count: pressure.length,
    sistolica: Math.round(mean(pressure.map((r) => r.valor))),
    diastolica: Math.round(mean(pressure.map((r) => r.diastolica ?? 0))),
    last: pressure.at(-1)!,
  };
}

/** The period's notes, newest first. */
export const notesOf = (readings: ProgressReading[]) => readings.filter((r) => r.nota).reverse();
