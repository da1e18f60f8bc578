import type { FieldErrors } from '../../../shared/form-errors.js';
import type { RegistroDia } from '../../../shared/registro-log.js';

export type DayKey = 'comidas' | 'horasSueno' | 'calidadSueno' | 'bristol';

/** The form's order, so a refused submit focuses the first invalid field on screen. */
export const DAY_FIELD_ORDER: readonly DayKey[] = [
  'comidas',
  'horasSueno',
  'calidadSueno',
  'bristol',
];

const IDS: Record<DayKey, string> = {
  comidas: 'rg-comidas',
  horasSueno: 'rg-horas',
  calidadSueno: 'rg-calidad',
  bristol: 'rg-bristol',
};
export const dayFieldId = (key: DayKey) => IDS[key];

/** The day's four fields marked *, within the API's bounds, each with what to write. */
export function dayErrors(day: RegistroDia): FieldErrors<DayKey> {
  const errors: FieldErrors<DayKey> = {};
  if (!day.comidas.trim()) errors.comidas = 'Escribe lo que comiste, aunque sea en pocas palabras.';
  const horas = day.horasSueno.trim();
  if (!horas) errors.horasSueno = 'Escribe cuántas horas dormiste.';
  else if (!(Number(horas) >= 0 && Number(horas) <= 24))
    errors.horasSueno = 'Escribe las horas con un número entre 0 y 24, por ejemplo 7 o 7.5.';
  if (!day.calidadSueno) errors.calidadSueno = 'Elige cómo dormiste.';
  if (!day.bristol) errors.bristol = 'Elige el tipo que más se parece a tu digestión.';
  return errors;
}
