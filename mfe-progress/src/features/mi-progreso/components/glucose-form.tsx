import { useState, type FormEvent } from 'react';
import { GLUCOSE_MOMENTS, type GlucoseMoment, type SaveReadingRequest } from '@tm/shared-contracts';
import { Actions, Button, FormField, Panel } from '@tm/shared-contracts/ui';
import { MOMENT_LABELS, parseNumber } from '../../../shared/format.js';
import { readingProblem } from '../../../shared/reading-input.js';
import type { UnitPreference } from '../../../shared/use-unit-preference.js';

interface Props {
  userId: string;
  unit: UnitPreference['glucosa'];
  saving: boolean;
  onSave: (body: SaveReadingRequest) => Promise<unknown>;
}

/** The quick log: the value in the person's unit, when it was taken, an optional note. */
export function GlucoseForm({ userId, unit, saving, onSave }: Props) {
  const [valor, setValor] = useState('');
  const [momento, setMomento] = useState<GlucoseMoment>('ayunas');
  const [nota, setNota] = useState('');
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = parseNumber(valor);
    if (!Number.isFinite(value)) return setError('Escribe el número que marca tu medidor.');
    const body: SaveReadingRequest = {
      userId,
      tipo: 'glucosa',
      valor: value,
      unidad: unit,
      momento,
      ...(nota.trim() ? { nota: nota.trim() } : {}),
    };
    const problem = readingProblem(body);
    if (problem) return setError(problem.message);
    setError(undefined);
    try {
      await onSave(body);
      setValor('');
      setNota('');
    } catch {
      // The toast says what went wrong; what was typed stays.
    }
  };

  return (
    <Panel as="form" aria-labelledby="registrar-glucosa" onSubmit={submit} noValidate>
      <h2 id="registrar-glucosa">Registrar glucosa</h2>
      <FormField id="glucosa-valor" label={`Valor (${unit})`} error={error}>
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
      <FormField id="glucosa-momento" label="¿Cuándo la mediste?">
        {(control) => (
          <select
            {...control}
            value={momento}
            onChange={(e) => setMomento(e.target.value as GlucoseMoment)}
          >
            {GLUCOSE_MOMENTS.map((m) => (
              <option key={m} value={m}>
                {MOMENT_LABELS[m]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="glucosa-nota" label="Nota (opcional)" hint="Por ejemplo, qué comiste antes.">
        {(control) => (
          <input
            {...control}
            maxLength={500}
            value={nota}
            onChange={(e) => setNota(e.target.value)}
          />
        )}
      </FormField>
      <Actions>
        <Button type="submit" disabled={saving}>
          {saving ? 'Guardando…' : 'Guardar medición'}
        </Button>
      </Actions>
    </Panel>
  );
}
