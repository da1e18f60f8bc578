// Summaries of meter glucose over days (issue 19). Time in range and the glucose management
// indicator need enough days to mean anything: both are shown only from 14 days of readings
// (Battelino et al., Diabetes Care 2019;42:1593, the international consensus on time in range;
// GMI from Bergenstal et al., Diabetes Care 2018;41:2275). With finger-stick readings they are
// an estimate, never a lab A1C: the screen says so.

/** The usual target band for most adults with diabetes, in mg/dL (ADA Standards of Care 2025 §6). */
export const GLUCOSE_TARGET_MGDL = { low: 70, high: 180 } as const;
/** Lows below 70 mg/dL, serious below 54 (ADA Standards of Care 2025 §6, levels 1 and 2). */
export const GLUCOSE_LOW_MGDL = 70;
export const GLUCOSE_SEVERE_LOW_MGDL = 54;

/** Distinct days with readings needed before time in range and GMI are shown. */
export const MIN_DAYS_FOR_SUMMARY = 14;

/** GMI (%) = 3.31 + 0.02392 × mean glucose in mg/dL (Bergenstal 2018). */
export const gmiPercent = (meanMgdl: number): number => 3.31 + 0.02392 * meanMgdl;

export interface GlucoseSummary {
  days: number;
  readings: number;
  meanMgdl: number;
  /** Share of readings inside 70–180 mg/dL, below and above it (0–1 each). */
  inRange: number;
  below: number;
  above: number;
  gmi: number;
}

/**
 * The summary of `readings` (mg/dL with the calendar day each was taken, 'YYYY-MM-DD' in the
 * person's time zone), or null with fewer than MIN_DAYS_FOR_SUMMARY days.
 */
export function glucoseSummary(readings: { mgdl: number; day: string }[]): GlucoseSummary | null {
  const days = new Set(readings.map((r) => r.day)).size;
  if (days < MIN_DAYS_FOR_SUMMARY || readings.length === 0) return null;
  const count = readings.length;
  const share = (test: (mgdl: number) => boolean) =>
    readings.filter((r) => test(r.mgdl)).length / count;
  const meanMgdl = readings.reduce((sum, r) => sum + r.mgdl, 0) / count;
  return {
    days,
    readings: count,
    meanMgdl,
    inRange: share((v) => v >= GLUCOSE_TARGET_MGDL.low && v <= GLUCOSE_TARGET_MGDL.high),
    below: share((v) => v < GLUCOSE_TARGET_MGDL.low),
    above: share((v) => v > GLUCOSE_TARGET_MGDL.high),
    gmi: gmiPercent(meanMgdl),
  };
}

/**
 * The consensus bands of time in range in mg/dL (Battelino 2019): very low < 54, low 54–69,
 * in range 70–180, high 181–250, very high > 250. `from`/`to` are inclusive whole mg/dL.
 */
export const TIR_BANDS = [
  { key: 'muyBaja', from: -Infinity, to: 53 },
  { key: 'baja', from: 54, to: 69 },
  { key: 'enRango', from: 70, to: 180 },
  { key: 'alta', from: 181, to: 250 },
  { key: 'muyAlta', from: 251, to: Infinity },
] as const;
export type TirBand = (typeof TIR_BANDS)[number]['key'];

/** Share of readings (0–1) in each consensus band; a reading counts by its rounded mg/dL. */
export function timeInRanges(mgdl: number[]): Record<TirBand, number> {
  const shares = Object.fromEntries(TIR_BANDS.map((b) => [b.key, 0])) as Record<TirBand, number>;
  for (const value of mgdl) {
    const rounded = Math.round(value);
    const band = TIR_BANDS.find((b) => rounded >= b.from && rounded <= b.to)!;
    shares[band.key] += 1 / mgdl.length;
  }
  return shares;
}
