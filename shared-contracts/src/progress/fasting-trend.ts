// The fasting glucose trend the report and the weekly assistant may cite (issue 19): "tu promedio
// en ayunas bajó de 142 a 128 mg/dL en 3 semanas". Said only with enough data: at least
// TREND_MIN_READINGS fasting readings in the first week and in the last week of the recent ones,
// the two weeks apart, the last one recent. Pure, so the API and its tests read the same.
import { formatLab, fromCanonical, type LabUnit } from '../clinical/labs.js';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** Fasting readings in each compared week needed before a mean is worth citing. */
export const TREND_MIN_READINGS = 3;
/** Only readings of these last days count, so an old start never speaks for now. */
export const TREND_LOOKBACK_DAYS = 90;
/** The newest fasting reading must be this recent for the trend to be about now. */
export const TREND_RECENT_DAYS = 7;

export interface FastingReading {
  /** Canonical mg/dL. */
  mgdl: number;
  /** When it was measured, ms since the epoch. */
  at: number;
}

export interface FastingTrend {
  /** Means of the first and the last week, in `unidad`, rounded as shown. */
  desde: string;
  hasta: string;
  unidad: GlucoseUnit;
  semanas: number;
  /** Lower case, no final stop, so callers can lead into it. */
  texto: string;
}

type GlucoseUnit = Extract<LabUnit, 'mg/dL' | 'mmol/L'>;

const mean = (list: FastingReading[]) => list.reduce((sum, r) => sum + r.mgdl, 0) / list.length;

/** The trend of `readings` (fasting meter readings) at `now`, in `unit`; null without enough. */
export function fastingTrend(
  readings: FastingReading[],
  { now, unit }: { now: number; unit: GlucoseUnit },
): FastingTrend | null {
  const recent = readings
    .filter((r) => r.at <= now && r.at > now - TREND_LOOKBACK_DAYS * DAY_MS)
    .sort((a, b) => a.at - b.at);
  if (recent.length === 0) return null;
  const first = recent[0]!.at;
  const last = recent.at(-1)!.at;
  // Two whole weeks that do not overlap, the later one ending at the newest reading.
  if (last < now - TREND_RECENT_DAYS * DAY_MS || last - first < 2 * WEEK_MS) return null;
  const before = recent.filter((r) => r.at < first + WEEK_MS);
  const after = recent.filter((r) => r.at > last - WEEK_MS);
  if (before.length < TREND_MIN_READINGS || after.length < TREND_MIN_READINGS) return null;
  const shown = (mgdl: number) => formatLab(fromCanonical('glucosa', mgdl, unit), unit);
  const desde = shown(mean(before));
  const hasta = shown(mean(after));
  const semanas = Math.round((last - first) / WEEK_MS);
  const during = `en ${semanas} semanas`;
  const change =
    desde === hasta
      ? `se mantuvo en ${hasta} ${unit} ${during}`
      : `${mean(after) < mean(before) ? 'bajó' : 'subió'} de ${desde} a ${hasta} ${unit} ${during}`;
  return { desde, hasta, unidad: unit, semanas, texto: `tu promedio en ayunas ${change}` };
}
