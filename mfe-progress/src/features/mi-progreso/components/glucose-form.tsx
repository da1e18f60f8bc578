import { useState } from 'react';
import {
  GLUCOSE_MOMENT_LABELS,
  GLUCOSE_MOMENTS,
  type GlucoseMoment,
  type SaveReadingRequest,
} from '@tm/shared-contracts';
import { FormField } from '@tm/shared-contracts/ui';
import { parseNumber } from '../../../shared/format.js';
import { NumberField, ReadingForm } from '../../../shared/reading-form.js';
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

  const build = () => {
    const value = parseNumber(valor);
    if (!Number.isFinite(value))
      return { field: 'valor', missing: 'Escribe el número que marca tu medidor.' };
    return {
      userId,
      tipo: 'glucosa',
      valor: value,
      unidad: unit,
      momento,
      ...(nota.trim() ? { nota: nota.trim() } : {}),
    } satisfies SaveReadingRequest;
  };

  return (
    <ReadingForm
      id="registrar-glucosa"
      title="Registrar glucosa"
      saving={saving}
      onSave={onSave}
      build={build}
      clear={() => {
        setValor('');
        setNota('');
      }}
    >
      {(problem) => (
        <>
          <NumberField
            id="glucosa-valor"
            label={`Valor (${unit})`}
            value={valor}
            onChange={setValor}
            error={problem?.message}
          />
          <FormField id="glucosa-momento" label="¿Cuándo la mediste?">
            {(control) => (
              <select
                {...control}
                value={momento}
                onChange={(e) => setMomento(e.target.value as GlucoseMoment)}
              >
                {GLUCOSE_MOMENTS.map((m) => (
                  <option key={m} value={m}>
                    {GLUCOSE_MOMENT_LABELS[m]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField
            id="glucosa-nota"
            label="Nota (opcional)"
            hint="Por ejemplo, qué comiste antes."
          >
            {(control) => (
              <input
                {...control}
                maxLength={500}
                value={nota}
                onChange={(e) => setNota(e.target.value)}
              />
            )}
          </FormField>
        </>
      )}
    </ReadingForm>
  );
}
