import { useState, type FormEvent, type ReactNode } from 'react';
import type { SaveReadingRequest } from '@tm/shared-contracts';
import { Actions, Button, FormField, Panel } from '@tm/shared-contracts/ui';
import { readingProblem } from './reading-input.js';

/** What a form's fields make: the request, or which field is missing and what to say. */
export type Attempt = SaveReadingRequest | { field: string; missing: string };

/** A field the person must correct, and the sentence shown on it. */
export interface Problem {
  field: string;
  message: string;
}

interface Props {
  id: string;
  title: string;
  saving: boolean;
  saveLabel?: string;
  onSave: (body: SaveReadingRequest) => Promise<unknown>;
  /** The request from the fields (or what is missing). */
  build: () => Attempt;
  /** Empties the fields after a save. */
  clear: () => void;
  /** The fields, told of the problem to show. */
  children: (problem: Problem | undefined) => ReactNode;
}

/**
 * A logging form of Mi progreso: what the API would refuse (the same schema) is shown on its
 * field before anything is sent; a failed save keeps what was typed (its toast says why).
 */
export function ReadingForm(props: Props) {
  const { id, title, saving, saveLabel = 'Guardar medición', onSave, build, clear } = props;
  const [problem, setProblem] = useState<Problem>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const attempt = build();
    const found =
      'missing' in attempt
        ? { field: attempt.field, message: attempt.missing }
        : readingProblem(attempt);
    setProblem(found ?? undefined);
    if (found || 'missing' in attempt) return;
    try {
      await onSave(attempt);
      clear();
    } catch {
      // The toast says what went wrong; what was typed stays.
    }
  };

  return (
    <Panel as="form" aria-labelledby={id} onSubmit={submit} noValidate>
      <h2 id={id}>{title}</h2>
      {props.children(problem)}
      <Actions>
        <Button type="submit" disabled={saving}>
          {saving ? 'Guardando…' : saveLabel}
        </Button>
      </Actions>
    </Panel>
  );
}

interface NumberFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  error?: string | undefined;
}

/** A number as people type it on a phone: decimal keyboard, comma or point, no autofill. */
export function NumberField({ id, label, value, onChange, error }: NumberFieldProps) {
  return (
    <FormField id={id} label={label} error={error}>
      {(control) => (
        <input
          {...control}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FormField>
  );
}
