import type { ReactElement, ReactNode } from 'react';
import { Field, FieldError, FieldHint } from './field.js';

/** What a field's control needs to be announced with its label, hint and error. */
export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  /** The control (input, select), spread with `control`; it keeps its own attributes. */
  children: (control: ControlProps) => ReactElement;
}

/** The ids of a field's hint and error (`<id>-hint`, `<id>-error`), those it shows. */
export const describedBy = (id: string, hint: unknown, error: unknown) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim() || undefined;

/**
 * One labelled control with its hint and error, wired for screen readers (the error and hint are
 * the control's description), the same in every form of every bundle.
 */
export function FormField({ id, label, hint, error, children }: FormFieldProps) {
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy(id, hint, error),
      })}
      {hint && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Field>
  );
}
