import { useState, type FormEvent } from 'react';
import type { SaveReadingRequest } from '@tm/shared-contracts';
import { LAB_MARKERS, unitsOf, type LabMarker, type LabUnit } from '@tm/shared-contracts/clinical';
import { Actions, Button, FormField, Panel } from '@tm/shared-contracts/ui';
import { LAB_LABELS, labUnitOf, parseNumber } from '../../shared/format.js';
import { MeasureDateField } from '../../shared/measure-date-field.js';
import { readingProblem, today } from '../../shared/reading-input.js';
import type { UnitPreference } from '../../shared/use-unit-preference.js';

interface Props {
  userId: string;
  units: UnitPreference;
  saving: boolean;
  onSave: (body: SaveReadingRequest) => Promise<unknown>;
}

/** One result copied from a lab sheet: which test, the number in the sheet's unit, its date. */
export function LabForm({ userId, units, saving, onSave }: Props) {
  const [marcador, setMarcador] = useState<LabMarker>('a1c');
  const [unidad, setUnidad] = useState<LabUnit>(labUnitOf('a1c', units));
  const [valor, setValor] = useState('');
  const [fecha, setFecha] = useState(today);
  const [error, setError] = useState<string>();

  const choose = (marker: LabMarker) => {
    setMarcador(marker);
    setUnidad(labUnitOf(marker, units));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = parseNumber(valor);
    if (!Number.isFinite(value)) return setError('Escribe el número que aparece en tu análisis.');
    const body: SaveReadingRequest = {
      userId,
      tipo: 'analisis',
      marcador,
      valor: value,
      unidad,
      fecha,
    };
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
    <Panel as="form" aria-labelledby="registrar-analisis" onSubmit={submit} noValidate>
      <h2 id="registrar-analisis">Registrar un resultado de laboratorio</h2>
      <FormField id="analisis-marcador" label="¿Qué análisis?">
        {(control) => (
          <select
            {...control}
            value={marcador}
            onChange={(e) => choose(e.target.value as LabMarker)}
          >
            {LAB_MARKERS.map((m) => (
              <option key={m} value={m}>
                {LAB_LABELS[m]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="analisis-valor" label="Resultado" error={error}>
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
      <FormField
        id="analisis-unidad"
        label="Unidad"
        hint="La que aparece junto al número en la hoja del laboratorio."
      >
        {(control) => (
          <select
            {...control}
            value={unidad}
            onChange={(e) => setUnidad(e.target.value as LabUnit)}
          >
            {unitsOf(marcador).map((u) => (
              <option key={u} value={u}>
                {u}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <MeasureDateField
        id="analisis-fecha"
        label="Fecha del análisis"
        value={fecha}
        onChange={setFecha}
      />
      <Actions>
        <Button type="submit" disabled={saving}>
          {saving ? 'Guardando…' : 'Guardar resultado'}
        </Button>
      </Actions>
    </Panel>
  );
}
