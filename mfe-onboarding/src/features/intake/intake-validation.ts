import type { IntakeDraft, IntakeKey } from './intake-sections.js';

export type IntakeErrors = Partial<Record<IntakeKey, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** §5's required fields, with a message each that says what to write (the API's own bounds). */
export function intakeErrors(draft: IntakeDraft): IntakeErrors {
  const errors: IntakeErrors = {};
  if (!draft.nombre?.trim()) errors.nombre = 'Escribe tu nombre completo.';
  const email = draft.email?.trim() ?? '';
  if (!email) errors.email = 'Escribe tu correo electrónico.';
  else if (!EMAIL.test(email))
    errors.email = 'Escribe un correo electrónico válido, por ejemplo nombre@correo.com.';
  const edad = draft.edad?.trim() ?? '';
  const years = Number(edad);
  if (!edad) errors.edad = 'Escribe tu edad.';
  else if (!Number.isInteger(years) || years < 1 || years > 120)
    errors.edad = 'Escribe tu edad en años, con un número entero entre 1 y 120.';
  return errors;
}

/**
 * The first invalid field, in the form's order, scrolled into view below the sticky header (the
 * shared Field's scroll-margin-top) and focused, its message beside it.
 */
export function focusFirstInvalid(order: readonly IntakeKey[], errors: IntakeErrors) {
  const first = order.find((key) => errors[key]);
  const control = first && document.getElementById(`intake-${first}`);
  if (!control) return;
  control.parentElement?.scrollIntoView({ block: 'start' });
  control.focus({ preventScroll: true });
}
