import { useState, type FormEvent } from 'react';
import type { SaveReadingRequest } from '@tm/shared-contracts';
import { Actions, Button, FormField, Panel } from '@tm/shared-contracts/ui';
import { parseNumber } from '../../shared/format.js';
import { MeasureDateField } from '../../shared/measure-date-field.js';
import { measuredAtFor, readingProblem, today } from '../../shared/reading-input.js';
import type { UnitPreference } from '../../shared/use-unit-preference.js';
import { BODY_MEASURES, type BodyKind } from './body-measures.js';

interface Props<K extends BodyKind> {
  kind: K;
  userId: string;
  unit: UnitPreference[K];
  saving: boolean;
  onSave: (body: SaveReadingRequest) => Promise<unknown>;
}

/** Weight or waist in the person's unit, and the day it was taken. */
export function BodyForm<K extends BodyKind>({ kind, userId, unit, saving, onSave }: Props<K>) {
  const measure = BODY_MEASURES[kind];
  const [valor, setValor] = useState('');
  const [day, setDay] = useState(today);
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = parseNumber(valor);
    if (!Number.isFinite(value)) return setError(measure.missing);
    const medidoEn = measuredAtFor(day);
    const body = {
      userId,
      tipo: kind,
      valor: value,
      unidad: unit,
      ...(medidoEn ? { medidoEn } : {}),
    } as SaveReadingRequest;
    const problem = readingProblem(body);
    if (problem) return setError(problem.message);
    setError(undefined);
    try {
      await onSave(body);
      setValor('');
    } catch {
      // The toast says what went wrong; what was typed stays.
    }
  };

  return (
    <Panel as="form" aria-labelledby={`registrar-${kind}`} onSubmit={submit} noValidate>
      <h2 id={`registrar-${kind}`}>{measure.logTitle}</h2>
      <FormField id={`${kind}-valor`} label={`${measure.name} (${unit})`} error={error}>
        {(control) => (
          <input
            {...control}
            inputMode="decimal"
            autoComplete="off"
            value={valor}
            onChange={(e) => setValor(e.target.value)}
          />
        )}
      </FormField>
      <MeasureDateField id={`${kind}-fecha`} value={day} onChange={setDay} />
      <Actions>
        <Button type="submit" disabled={saving}>
          {saving ? 'Guardando…' : 'Guardar medición'}
        </Button>
      </Actions>
    </Panel>
  );
}
