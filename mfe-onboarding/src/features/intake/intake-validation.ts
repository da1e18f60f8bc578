import { ageError, type FieldErrors } from '../../shared/form-errors.js';
import type { IntakeDraft, IntakeKey } from './intake-sections.js';

export type IntakeErrors = FieldErrors<IntakeKey>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** §5's required fields, with a message each that says what to write (the API's own bounds). */
export function intakeErrors(draft: IntakeDraft): IntakeErrors {
  const errors: IntakeErrors = {};
  if (!draft.nombre?.trim()) errors.nombre = 'Escribe tu nombre completo.';
  const email = draft.email?.trim() ?? '';
  if (!email) errors.email = 'Escribe tu correo electrónico.';
  else if (!EMAIL.test(email))
    errors.email = 'Escribe un correo electrónico válido, por ejemplo nombre@correo.com.';
  const edad = ageError(draft.edad);
  if (edad) errors.edad = edad;
  return errors;
}
