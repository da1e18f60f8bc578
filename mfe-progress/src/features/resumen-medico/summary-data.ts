// The numbers of the doctor's summary, from the person's readings: pure, so the print view and its
// tests read the same.
import type { ProgressReading } from '@tm/shared-contracts';
import { LAB_MARKERS, type LabMarker } from '@tm/shared-contracts/clinical';

/** Notes shown on paper (the CSV has all of them): two A4 pages hold about this many. */
export const NOTES_SHOWN = 12;

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

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
