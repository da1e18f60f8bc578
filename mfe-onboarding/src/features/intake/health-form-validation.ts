import { ageError, type FieldErrors } from '../../shared/form-errors.js';
import type { HealthAnswers } from '../../shared/health-answers.js';

export type HealthKey = keyof HealthAnswers;

/** The four fields marked *, each with a message that says what to write. */
export function healthErrors(answers: HealthAnswers): FieldErrors<HealthKey> {
  const errors: FieldErrors<HealthKey> = {};
  const edad = ageError(answers.edad);
  if (edad) errors.edad = edad;
  if (!answers.genero) errors.genero = 'Elige tu género.';
  if (!answers.sintomas.trim())
    errors.sintomas = 'Escribe qué síntomas notas; si no notas ninguno, escribe «ninguno».';
  if (!answers.objetivos.trim())
    errors.objetivos = 'Escribe qué te gustaría lograr, por ejemplo bajar tu A1C.';
  return errors;
}
