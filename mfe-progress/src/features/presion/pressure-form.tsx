import { useState } from 'react';
import type { SaveReadingRequest } from '@tm/shared-contracts';
import { parseNumber } from '../../shared/format.js';
import { MeasureDateField } from '../../shared/measure-date-field.js';
import { NumberField, ReadingForm } from '../../shared/reading-form.js';
import { measuredAtFor, today } from '../../shared/reading-input.js';

interface Props {
  userId: string;
  saving: boolean;
  onSave: (body: SaveReadingRequest) => Promise<unknown>;
}

/** The two numbers of the cuff and the day. */
export function PressureForm({ userId, saving, onSave }: Props) {
  const [sistolica, setSistolica] = useState('');
  const [diastolica, setDiastolica] = useState('');
  const [day, setDay] = useState(today);

  const build = () => {
    const high = parseNumber(sistolica);
    const low = parseNumber(diastolica);
    if (!Number.isFinite(high))
      return { field: 'sistolica', missing: 'Escribe el número de arriba.' };
    if (!Number.isFinite(low))
      return { field: 'diastolica', missing: 'Escribe el número de abajo.' };
    const medidoEn = measuredAtFor(day);
    return {
      userId,
      tipo: 'presion',
      sistolica: high,
      diastolica: low,
      ...(medidoEn ? { medidoEn } : {}),
    } satisfies SaveReadingRequest;
  };

  return (
    <ReadingForm
      id="registrar-presion"
      title="Registrar presión arterial"
      saving={saving}
      onSave={onSave}
      build={build}
      clear={() => {
        setSistolica('');
        setDiastolica('');
      }}
    >
      {(problem) => (
        <>
          <NumberField
            id="presion-sistolica"
            label="Sistólica, el número de arriba (mmHg)"
            value={sistolica}
            onChange={setSistolica}
            error={problem?.field === 'diastolica' ? undefined : problem?.message}
          />
          <NumberField
            id="presion-diastolica"
            label="Diastólica, el número de abajo (mmHg)"
            value={diastolica}
            onChange={setDiastolica}
            error={problem?.field === 'diastolica' ? problem.message : undefined}
          />
          <MeasureDateField id="presion-fecha" value={day} onChange={setDay} />
        </>
      )}
    </ReadingForm>
  );
}
