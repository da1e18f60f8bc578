// How a stored (canonical) reading reads in the person's units, with the Spanish decimal comma.
import type { ProgressReading } from '@tm/shared-contracts';
import {
  bodyFromCanonical,
  formatBody,
  formatLab,
  fromCanonical,
} from '@tm/shared-contracts/clinical';
import type { UnitPreference } from './use-unit-preference.js';

/** A glucose in mg/dL as the person reads it: "101" mg/dL or "5,6" mmol/L. */
export const glucoseIn = (mgdl: number, unit: UnitPreference['glucosa']): string =>
  formatLab(fromCanonical('glucosa', mgdl, unit), unit);

/** The exact value in the chosen glucose unit, for the chart's scale. */
export const glucoseValueIn = (mgdl: number, unit: UnitPreference['glucosa']): number =>
  fromCanonical('glucosa', mgdl, unit);

export const MOMENT_LABELS: Record<NonNullable<ProgressReading['momento']>, string> = {
  ayunas: 'En ayunas',
  antes_comida: 'Antes de comer',
  despues_comida: 'Después de comer',
  al_dormir: 'Al dormir',
  otro: 'Otro momento',
};

/** One reading as text in the chosen units (lab results as typed). */
export function readingText(reading: ProgressReading, units: UnitPreference): string {
  switch (reading.tipo) {
    case 'glucosa':
      return `${glucoseIn(reading.valor, units.glucosa)} ${units.glucosa}`;
    case 'peso':
      return `${formatBody(bodyFromCanonical(reading.valor, units.peso))} ${units.peso}`;
    case 'cintura':
      return `${formatBody(reading.valor)} cm`;
    case 'presion':
      return `${reading.valor}/${reading.diastolica ?? '–'} mmHg`;
    case 'analisis':
      // As on the lab sheet the person copied it from.
      return `${String(reading.valorOriginal).replace('.', ',')} ${reading.unidadOriginal}`;
  }
}

const dateFormat = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'short' });
const timeFormat = new Intl.DateTimeFormat('es', { hour: '2-digit', minute: '2-digit' });
export const shortDate = (iso: string) => dateFormat.format(new Date(iso));
export const shortTime = (iso: string) => timeFormat.format(new Date(iso));

/** The calendar day in this browser's time zone, 'YYYY-MM-DD' (days with readings are counted so). */
export function localDay(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
