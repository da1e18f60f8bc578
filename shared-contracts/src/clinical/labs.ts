// Lab units and their exact conversions, shared by the blood-test interpreter, the report and the
// progress feature. Rules compare in one canonical unit per kind (mg/dL, %, g/dL); a number is
// shown in the unit the person's sheet uses. Sources: docs/decisions.md (lab units).

export const LAB_UNITS = {
  glucosa: ['mg/dL', 'mmol/L'],
  colesterol: ['mg/dL', 'mmol/L'],
  trigliceridos: ['mg/dL', 'mmol/L'],
  a1c: ['%', 'mmol/mol'],
  hemoglobina: ['g/dL', 'g/L'],
} as const;
export type LabKind = keyof typeof LAB_UNITS;
export type LabUnit = (typeof LAB_UNITS)[LabKind][number];

/** mg/dL per mmol/L (glucose 180.16 g/mol; cholesterol 386.7 g/mol; triglycerides as triolein). */
export const MG_DL_PER_MMOL_L = { glucosa: 18.016, colesterol: 38.67, trigliceridos: 88.57 };

/** IFCC ↔ NGSP master equation: mmol/mol = (% − 2.15) × 10.929. */
export const a1cPercentToMmolMol = (percent: number) => (percent - 2.15) * 10.929;
export const a1cMmolMolToPercent = (mmolMol: number) => mmolMol / 10.929 + 2.15;

export const canonicalUnit = (kind: LabKind): LabUnit => LAB_UNITS[kind][0];

/** A value in `unit` → the canonical unit of its kind (exact, unrounded). */
export function toCanonical(kind: LabKind, value: number, unit: LabUnit): number {
  if (unit === canonicalUnit(kind)) return value;
  switch (kind) {
    case 'a1c':
      return a1cMmolMolToPercent(value);
    case 'hemoglobina':
      return value / 10;
    default:
      return value * MG_DL_PER_MMOL_L[kind];
  }
}

/** A canonical value → `unit` (exact, unrounded). */
export function fromCanonical(kind: LabKind, value: number, unit: LabUnit): number {
  if (unit === canonicalUnit(kind)) return value;
  switch (kind) {
    case 'a1c':
      return a1cPercentToMmolMol(value);
    case 'hemoglobina':
      return value * 10;
    default:
      return value / MG_DL_PER_MMOL_L[kind];
  }
}

/** Decimals a value is shown with in each unit (mmol/L to 0.1 as lab sheets print it). */
const DECIMALS: Record<LabUnit, number> = {
  'mg/dL': 0,
  'mmol/L': 1,
  '%': 1,
  'mmol/mol': 0,
  'g/dL': 1,
  'g/L': 0,
};

/**
 * A number for people: rounded to its unit's precision, no trailing zeros, with the Spanish
 * decimal comma everywhere the product shows one ("13", "6,5").
 */
export function formatLab(value: number, unit: LabUnit): string {
  const factor = 10 ** DECIMALS[unit];
  return String(Math.round(value * factor) / factor).replace('.', ',');
}

export function isLabUnit(kind: LabKind, unit: string): unit is LabUnit {
  return (LAB_UNITS[kind] as readonly string[]).includes(unit);
}

/** How a typed unit is spelled on lab sheets and by people ("mg/dl", "mmol/l", "g/l"). */
export function unitFromText(kind: LabKind, text: string): LabUnit | undefined {
  const plain = text.toLowerCase().replace(/\s+/g, '');
  if (kind === 'a1c') {
    if (plain.includes('mmol/mol')) return 'mmol/mol';
    if (plain.includes('%')) return '%';
    return undefined;
  }
  if (kind === 'hemoglobina') {
    if (/g\/dl|gr\/dl|gramos?\/dl/.test(plain)) return 'g/dL';
    if (/g\/l\b|gr\/l\b|g\/l$/.test(plain)) return 'g/L';
    return undefined;
  }
  if (plain.includes('mmol')) return 'mmol/L';
  if (plain.includes('mg')) return 'mg/dL';
  return undefined;
}
