import { useEffect, useState } from 'react';

/** One plain Spanish message per invalid field, keyed by the form's own field names. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/**
 * The first invalid field, in the form's order, scrolled into view below the sticky header (the
 * shared Field's scroll-margin-top) and focused, its message beside it.
 */
function focusControl(id: string) {
  const control = document.getElementById(id);
  if (!control) return;
  control.parentElement?.scrollIntoView({ block: 'start' });
  control.focus({ preventScroll: true });
}

/**
 * A form that checks itself (`noValidate`, no browser bubbles): `refuse(values)` shows every
 * message and, once they are on screen, focuses the first invalid field (in `order`);
 * `recheck(key, values)` drops a field's message as soon as it is right (a new one waits for the
 * next submit).
 */
export function useFieldErrors<K extends string, V>(
  validate: (values: V) => FieldErrors<K>,
  order: readonly K[],
  idOf: (key: K) => string,
) {
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  // A new object per refused submit, so the same first field is focused again on a second try.
  const [focusTarget, setFocusTarget] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (focusTarget) focusControl(focusTarget.id);
  }, [focusTarget]);

  /** True when the submit is refused: the messages show and the first invalid field is focused. */
  const refuse = (values: V) => {
    const found = validate(values);
    setErrors(found);
    const first = order.find((key) => found[key]);
    if (first) setFocusTarget({ id: idOf(first) });
    return first !== undefined;
  };
  /** Any field of the form may change; only one with a message is checked again. */
  const recheck = (key: string, values: V) => {
    if (errors[key as K])
      setErrors((current) => ({ ...current, [key]: validate(values)[key as K] }));
  };
  return { errors, refuse, recheck };
}

/** An age in whole years, as the API bounds it (intake and health form say it the same way). */
export function ageError(value: string | undefined): string | undefined {
  const edad = value?.trim() ?? '';
  const years = Number(edad);
  if (!edad) return 'Escribe tu edad.';
  if (!Number.isInteger(years) || years < 1 || years > 120)
    return 'Escribe tu edad en años, con un número entero entre 1 y 120.';
  return undefined;
}
