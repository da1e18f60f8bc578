import { useState, type FormEvent } from 'react';
import type { SaveReadingRequest } from '@tm/shared-contracts';
import { Actions, Button, FormField, Panel } from '@tm/shared-contracts/ui';
import { parseNumber } from '../../shared/format.js';
import { MeasureDateField } from '../../shared/measure-date-field.js';
import { measuredAtFor, readingProblem, today } from '../../shared/reading-input.js';

interface Props {
  userId: string;
  saving: boolean;
  onSave: (body: SaveReadingRequest) => Promise<unknown>;
}

type Errors = Partial<Record<'sistolica' | 'diastolica', string>>;

/** The two numbers of the cuff and the day. */
export function PressureForm({ userId, saving, onSave }: Props) {
  const [sistolica, setSistolica] = useState('');
  const [diastolica, setDiastolica] = useState('');
  const [day, setDay] = useState(today);
  const [errors, setErrors] = useState<Errors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const high = parseNumber(sistolica);
    const low = parseNumber(diastolica);
    const missing: Errors = {
      ...(Number.isFinite(high) ? {} : { sistolica: 'Escribe el número de arriba.' }),
      ...(Number.isFinite(low) ? {} : { diastolica: 'Escribe el número de abajo.' }),
    };
    if (missing.sistolica || missing.diastolica) return setErrors(missing);
    const medidoEn = measuredAtFor(day);
    const body: SaveReadingRequest = {
      userId,
      tipo: 'presion',
      sistolica: high,
      diastolica: low,
      ...(medidoEn ? { medidoEn } : {}),
    };
    const problem = readingProblem(body);
    if (problem)
      return setErrors({
        [problem.field === 'diastolica' ? 'diastolica' : 'sistolica']: problem.message,
      });
    setErrors({});
    try {
      await onSave(body);
      setSistolica('');
      setDiastolica('');
    } catch {
      // The toast says what went wrong; what was typed stays.
    }
  };

  const number = (value: string, set: (text: string) => void) => ({
    inputMode: 'numeric' as const,
    autoComplete: 'off',
    value,
    onChange: (e: { target: { value: string } }) => set(e.target.value),
  });

  return (
    <Panel as="form" aria-labelledby="registrar-presion" onSubmit={submit} noValidate>
      <h2 id="registrar-presion">Registrar presión arterial</h2>
      <FormField
        id="presion-sistolica"
        label="Sistólica, el número de arriba (mmHg)"
        error={errors.sistolica}
      >
        {(control) => <input {...control} {...number(sistolica, setSistolica)} />}
      </FormField>
      <FormField
        id="presion-diastolica"
        label="Diastólica, el número de abajo (mmHg)"
        error={errors.diastolica}
      >
        {(control) => <input {...control} {...number(diastolica, setDiastolica)} />}
      </FormField>
      <MeasureDateField id="presion-fecha" value={day} onChange={setDay} />
      <Actions>
        <Button type="submit" disabled={saving}>
          {saving ? 'Guardando…' : 'Guardar medición'}
        </Button>
      </Actions>
    </Panel>
  );
}
