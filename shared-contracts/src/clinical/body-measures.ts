// Body measures of the progress area (issue 19): exact unit conversions (international yard and
// pound, 1959) and the values a person could really have, per unit. Like the lab ranges in
// lab-readings.ts, these refuse typos (a weight of 7 or 700 kg), not unusual bodies.

export const BODY_UNITS = {
  peso: ['kg', 'lb'],
  cintura: ['cm', 'in'],
} as const;
export type BodyMeasure = keyof typeof BODY_UNITS;
export type BodyUnit = (typeof BODY_UNITS)[BodyMeasure][number];

/** kg per pound and cm per inch, exact by definition. */
export const KG_PER_LB = 0.45359237;
export const CM_PER_IN = 2.54;

const FACTOR: Record<BodyUnit, number> = { kg: 1, lb: KG_PER_LB, cm: 1, in: CM_PER_IN };

/** A value in `unit` → kg or cm (exact, unrounded). */
export const bodyToCanonical = (value: number, unit: BodyUnit): number => value * FACTOR[unit];
/** kg or cm → `unit` (exact, unrounded). */
export const bodyFromCanonical = (value: number, unit: BodyUnit): number => value / FACTOR[unit];

type Range = readonly [min: number, max: number];

/** Adults' plausible values: weight 20–350 kg, waist 40–250 cm, in each unit. */
export const BODY_PLAUSIBLE: Record<BodyUnit, Range> = {
  kg: [20, 350],
  lb: [44, 772],
  cm: [40, 250],
  in: [16, 98],
};

/** Blood pressure in mmHg: what a home cuff can show and a person can live with. */
export const BLOOD_PRESSURE_PLAUSIBLE = {
  sistolica: [60, 300],
  diastolica: [30, 200],
} as const satisfies Record<string, Range>;

export const isBodyPlausible = (value: number, unit: BodyUnit): boolean =>
  value >= BODY_PLAUSIBLE[unit][0] && value <= BODY_PLAUSIBLE[unit][1];

/** To 0.1, with the Spanish decimal comma like formatLab. */
export function formatBody(value: number): string {
  return String(Math.round(value * 10) / 10).replace('.', ',');
}
