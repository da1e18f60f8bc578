// How a stored (canonical) reading reads in the person's units, with the Spanish decimal comma.
// Every conversion is the shared exact one (labs.ts, body-measures.ts).
import { instantFormat, type ProgressReading } from '@tm/shared-contracts';
import {
  bodyFromCanonical,
  formatBody,
  formatLab,
  fromCanonical,
  LAB_MARKER_KIND,
  type LabMarker,
  type LabUnit,
} from '@tm/shared-contracts/clinical';
import type { UnitPreference } from './use-unit-preference.js';

/** A glucose in mg/dL as the person reads it: "101" mg/dL or "5,6" mmol/L. */
export const glucoseIn = (mgdl: number, unit: UnitPreference['glucosa']): string =>
  formatLab(fromCanonical('glucosa', mgdl, unit), unit);

/** The exact value in the chosen glucose unit, for the chart's scale. */
export const glucoseValueIn = (mgdl: number, unit: UnitPreference['glucosa']): number =>
  fromCanonical('glucosa', mgdl, unit);

/** The unit the person chose for a lab marker (lipids share one switch, glucose the meter's). */
export function labUnitOf(marker: LabMarker, units: UnitPreference): LabUnit {
  const kind = LAB_MARKER_KIND[marker];
  if (kind === 'a1c') return units.a1c;
  if (kind === 'hemoglobina') return units.hemoglobina;
  if (kind === 'glucosa') return units.glucosa;
  return units.lipidos;
}

/** A lab marker's canonical value in `unit`: exact number and its text. */
export function labIn(marker: LabMarker, canonical: number, unit: LabUnit) {
  const value = fromCanonical(LAB_MARKER_KIND[marker], canonical, unit);
  return { value, text: formatLab(value, unit) };
}

/** Weight or waist in the person's unit: exact number and its text (to 0.1). */
export function bodyIn(kind: 'peso' | 'cintura', canonical: number, units: UnitPreference) {
  const unit = units[kind];
  const value = bodyFromCanonical(canonical, unit);
  return { value, unit, text: formatBody(value) };
}

/** One reading as text in the chosen units. */
export function readingText(reading: ProgressReading, units: UnitPreference): string {
  switch (reading.tipo) {
    case 'glucosa':
      return `${glucoseIn(reading.valor, units.glucosa)} ${units.glucosa}`;
    case 'peso':
    case 'cintura': {
      const { text, unit } = bodyIn(reading.tipo, reading.valor, units);
      return `${text} ${unit}`;
    }
    case 'presion':
      return `${reading.valor}/${reading.diastolica ?? '–'} mmHg`;
    case 'analisis': {
      const unit = labUnitOf(reading.marcador!, units);
      return `${labIn(reading.marcador!, reading.valor, unit).text} ${unit}`;
    }
  }
}

export const shortDate = instantFormat({ day: 'numeric', month: 'short' });
export const longDate = instantFormat({ day: 'numeric', month: 'short', year: 'numeric' });
/** A lab sheet's date (stored at 00:00 UTC): the same calendar day in every time zone. */
export const labDate = instantFormat({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
export const monthLabel = instantFormat({ month: 'short', year: '2-digit' });

/** A decimal comma or point, as people type it; NaN when it is no number. */
export const parseNumber = (text: string) =>
  text.trim() === '' ? NaN : Number(text.trim().replace(',', '.'));

/** Spanish count: "1 medición", "3 mediciones". */
export const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
