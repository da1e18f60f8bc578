// A lab number with or without its unit → a reading in a known unit, or the question of which unit
// it is. A number that fits both units is never guessed: 12 is a very low glucose in mg/dL and a
// very high one in mmol/L, so the person is asked (issue 14).
import { canonicalUnit, LAB_UNITS, toCanonical, type LabKind, type LabUnit } from './labs.js';

export const LAB_MARKERS = [
  'a1c',
  'glucosaAyunas',
  'colesterolTotal',
  'ldl',
  'hdl',
  'trigliceridos',
  'hemoglobina',
] as const;
export type LabMarker = (typeof LAB_MARKERS)[number];

/** How the screens name each test. */
export const LAB_MARKER_LABELS: Record<LabMarker, string> = {
  a1c: 'Hemoglobina glicosilada (A1C)',
  glucosaAyunas: 'Glucosa en ayunas (laboratorio)',
  colesterolTotal: 'Colesterol total',
  ldl: 'Colesterol LDL',
  hdl: 'Colesterol HDL',
  trigliceridos: 'Triglicéridos',
  hemoglobina: 'Hemoglobina',
};

export const LAB_MARKER_KIND: Record<LabMarker, LabKind> = {
  a1c: 'a1c',
  glucosaAyunas: 'glucosa',
  colesterolTotal: 'colesterol',
  ldl: 'colesterol',
  hdl: 'colesterol',
  trigliceridos: 'trigliceridos',
  hemoglobina: 'hemoglobina',
};

export const unitsOf = (marker: LabMarker): readonly LabUnit[] =>
  LAB_UNITS[LAB_MARKER_KIND[marker]];

type Range = readonly [min: number, max: number];

/**
 * Values a lab sheet can plausibly show, per unit. The overlaps are where the unit must be asked:
 * glucose 10–55, LDL 5–23, HDL 5–5.2, triglycerides 20–50, A1C exactly 20.
 */
export const PLAUSIBLE_BY_UNIT: Record<LabMarker, Partial<Record<LabUnit, Range>>> = {
  a1c: { '%': [2, 20], 'mmol/mol': [20, 195] },
  glucosaAyunas: { 'mg/dL': [10, 1500], 'mmol/L': [1, 55] },
  colesterolTotal: { 'mg/dL': [50, 1000], 'mmol/L': [1.3, 26] },
  ldl: { 'mg/dL': [5, 900], 'mmol/L': [0.1, 23] },
  hdl: { 'mg/dL': [5, 200], 'mmol/L': [0.1, 5.2] },
  trigliceridos: { 'mg/dL': [20, 10000], 'mmol/L': [0.2, 50] },
  hemoglobina: { 'g/dL': [3, 25], 'g/L': [30, 250] },
};

export const isPlausible = (marker: LabMarker, value: number, unit: LabUnit): boolean => {
  const range = PLAUSIBLE_BY_UNIT[marker][unit];
  return range !== undefined && value >= range[0] && value <= range[1];
};

export interface LabReading {
  marker: LabMarker;
  /** As the person wrote it, in `unit`. */
  value: number;
  unit: LabUnit;
  /** The same value in the canonical unit of its kind (mg/dL, %, g/dL), exact. */
  canonical: number;
}

export type ReadingResolution =
  | { kind: 'reading'; reading: LabReading }
  | { kind: 'ambiguous'; units: LabUnit[] }
  | { kind: 'implausible'; unit?: LabUnit };

/** The unit the person chose, else the only unit whose plausible range holds the number. */
export function resolveReading(
  marker: LabMarker,
  value: number,
  unit?: LabUnit,
): ReadingResolution {
  const candidates = unit ? [unit] : unitsOf(marker);
  const fits = candidates.filter((u) => isPlausible(marker, value, u));
  if (fits.length > 1) return { kind: 'ambiguous', units: fits };
  const [only] = fits;
  if (!only) return { kind: 'implausible', unit };
  const kind = LAB_MARKER_KIND[marker];
  return {
    kind: 'reading',
    reading: { marker, value, unit: only, canonical: toCanonical(kind, value, only) },
  };
}

export const canonicalUnitOf = (marker: LabMarker): LabUnit =>
  canonicalUnit(LAB_MARKER_KIND[marker]);
