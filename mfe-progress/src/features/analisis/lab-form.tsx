import { useState } from 'react';
import type { SaveReadingRequest } from '@tm/shared-contracts';
import {
  LAB_MARKER_LABELS,
  LAB_MARKERS,
  unitsOf,
  type LabMarker,
  type LabUnit,
} from '@tm/shared-contracts/clinical';
import { FormField } from '@tm/shared-contracts/ui';
import { labUnitOf, parseNumber } from '../../shared/format.js';
import { MeasureDateField } from '../../shared/measure-date-field.js';
import { NumberField, ReadingForm } from '../../shared/reading-form.js';
import { today } from '../../shared/reading-input.js';
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

  const choose = (marker: LabMarker) => {
    setMarcador(marker);
    setUnidad(labUnitOf(marker, units));
  };

  const build = () => {
    const value = parseNumber(valor);
    if (!Number.isFinite(value))
      return { field: 'valor', missing: 'Escribe el número que aparece en tu análisis.' };
    return {
      userId,
      tipo: 'analisis',
      marcador,
      valor: value,
      unidad,
      fecha,
    } satisfies SaveReadingRequest;
  };

  return (
    <ReadingForm
      id="registrar-analisis"
      title="Registrar un resultado de laboratorio"
      saving={saving}
      saveLabel="Guardar resultado"
      onSave={onSave}
      build={build}
      clear={() => setValor('')}
    >
      {(problem) => (
        <>
          <FormField id="analisis-marcador" label="¿Qué análisis?">
            {(control) => (
              <select
                {...control}
                value={marcador}
                onChange={(e) => choose(e.target.value as LabMarker)}
              >
                {LAB_MARKERS.map((m) => (
                  <option key={m} value={m}>
                    {LAB_MARKER_LABELS[m]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <NumberField
            id="analisis-valor"
            label="Resultado"
            value={valor}
            onChange={setValor}
            error={problem?.message}
          />
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
        </>
      )}
    </ReadingForm>
  );
}
