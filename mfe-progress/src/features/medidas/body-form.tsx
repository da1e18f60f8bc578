import { useState } from 'react';
import type { SaveReadingRequest } from '@tm/shared-contracts';
import { parseNumber } from '../../shared/format.js';
import { MeasureDateField } from '../../shared/measure-date-field.js';
import { NumberField, ReadingForm } from '../../shared/reading-form.js';
import { measuredAtFor, today } from '../../shared/reading-input.js';
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

  const build = () => {
    const value = parseNumber(valor);
    if (!Number.isFinite(value)) return { field: 'valor', missing: measure.missing };
    const medidoEn = measuredAtFor(day);
    return {
      userId,
      tipo: kind,
      valor: value,
      unidad: unit,
      ...(medidoEn ? { medidoEn } : {}),
    } as SaveReadingRequest;
  };

  return (
    <ReadingForm
      id={`registrar-${kind}`}
      title={measure.logTitle}
      saving={saving}
      onSave={onSave}
      build={build}
      clear={() => setValor('')}
    >
      {(problem) => (
        <>
          <NumberField
            id={`${kind}-valor`}
            label={`${measure.name} (${unit})`}
            value={valor}
            onChange={setValor}
            error={problem?.message}
          />
          <MeasureDateField id={`${kind}-fecha`} value={day} onChange={setDay} />
        </>
      )}
    </ReadingForm>
  );
}
