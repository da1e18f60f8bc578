import { STORAGE_KEYS } from '@tm/shared-contracts';
import { BristolChoice, Button, FormField, useStoredDraft } from '@tm/shared-contracts/ui';
import type { FormEvent } from 'react';
import { useFieldErrors } from '../../../shared/form-errors.js';
import { Field, Fieldset } from '../../../shared/form-fields.js';
import type { RegistroDia } from '../../../shared/registro-log.js';
import { DAY_FIELD_ORDER, dayErrors, dayFieldId } from './day-validation.js';

export const emptyDay = (fecha: string): RegistroDia => ({
  fecha,
  comidas: '',
  horasSueno: '',
  calidadSueno: '',
  bristol: '',
  energia: '5',
  notas: '',
});

interface Props {
  /** What was written for this day, if anything. */
  day: RegistroDia;
  numero: number;
  /** 'hoy, miércoles 4 de marzo'. */
  name: string;
  isToday: boolean;
  saving: boolean;
  onSave: (day: RegistroDia) => void;
}

/** One day's questions; what is typed is kept as a draft of that day until it is saved. */
export function DayForm({ day, numero, name, isToday, saving, onSave }: Props) {
  const { draft, update, clear } = useStoredDraft<RegistroDia>(
    STORAGE_KEYS.registroDraft,
    (stored) =>
      stored && typeof stored === 'object' && (stored as RegistroDia).fecha === day.fecha
        ? { ...day, ...(stored as RegistroDia) }
        : null,
    () => day,
  );
  const { errors, refuse, recheck } = useFieldErrors(dayErrors, DAY_FIELD_ORDER, dayFieldId);
  const set = (key: keyof RegistroDia) => (value: string) => {
    update((current) => ({ ...current, [key]: value }));
    recheck(key, { ...draft, [key]: value });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (refuse(draft)) return;
    clear();
    onSave(draft);
  };

  return (
    <form noValidate onSubmit={submit}>
      <Fieldset>
        <legend>
          Día {numero} · {name}
        </legend>
        <FormField
          id={dayFieldId('comidas')}
          label={isToday ? '¿Qué comiste hoy? *' : '¿Qué comiste ese día? *'}
          error={errors.comidas}
        >
          {(control) => (
            <textarea
              {...control}
              rows={3}
              required
              maxLength={2000}
              placeholder="Desayuno, comida, cena y meriendas"
              value={draft.comidas}
              onChange={(e) => set('comidas')(e.target.value)}
            />
          )}
        </FormField>
        <FormField id={dayFieldId('horasSueno')} label="Horas de sueño *" error={errors.horasSueno}>
          {(control) => (
            <input
              {...control}
              type="number"
              min={0}
              max={24}
              step={0.5}
              required
              value={draft.horasSueno}
              onChange={(e) => set('horasSueno')(e.target.value)}
            />
          )}
        </FormField>
        <FormField
          id={dayFieldId('calidadSueno')}
          label="Calidad del sueño *"
          error={errors.calidadSueno}
        >
          {(control) => (
            <select
              {...control}
              required
              value={draft.calidadSueno}
              onChange={(e) => set('calidadSueno')(e.target.value)}
            >
              <option value="">Elige una opción</option>
              <option value="Buena">Buena</option>
              <option value="Regular">Regular</option>
              <option value="Mala">Mala</option>
            </select>
          )}
        </FormField>
        <BristolChoice
          id={dayFieldId('bristol')}
          label="Digestión: escala de Bristol (1 a 7) *"
          hint="1 = muy dura, 4 = ideal, 7 = líquida."
          error={errors.bristol}
          value={draft.bristol}
          onChange={set('bristol')}
        />
        <Field>
          <label htmlFor="rg-energia">Energía (1 a 10)</label>
          <input
            id="rg-energia"
            type="range"
            min={1}
            max={10}
            value={draft.energia}
            onChange={(e) => set('energia')(e.target.value)}
          />
          <output htmlFor="rg-energia">{draft.energia} / 10</output>
        </Field>
        <Field>
          <label htmlFor="rg-notas">Notas (opcional)</label>
          <textarea
            id="rg-notas"
            rows={2}
            maxLength={2000}
            value={draft.notas}
            onChange={(e) => set('notas')(e.target.value)}
          />
        </Field>
      </Fieldset>
      <Button type="submit" disabled={saving}>
        {saving ? 'Guardando...' : `Guardar día ${numero}`}
      </Button>
    </form>
  );
}
