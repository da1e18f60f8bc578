import { LIMITS } from '@tm/shared-contracts';
import { BristolChoice, FieldError } from '@tm/shared-contracts/ui';
import { Field, Hint } from '../../shared/form-fields.js';
import type { IntakeFieldSpec } from './intake-sections.js';

interface Props {
  spec: IntakeFieldSpec;
  value: string;
  /** Shown right under the control and read as its description. */
  error?: string | undefined;
  onChange: (value: string) => void;
}

/** The control's id: its label's target and where a refused submit puts the focus. */
export const intakeFieldId = (key: string) => `intake-${key}`;

export function IntakeField({ spec, value, error, onChange }: Props) {
  const id = intakeFieldId(spec.key);
  if (spec.kind === 'bristol')
    return (
      <BristolChoice
        id={id}
        label={spec.label}
        hint={spec.hint}
        error={error}
        required={Boolean(spec.required)}
        // An answer typed before the pictures ("tipo 2") still shows as its type.
        value={/[1-7]/.exec(value)?.[0] ?? ''}
        onChange={onChange}
      />
    );
  const hintId = spec.hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const common = {
    id,
    name: spec.key,
    required: spec.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
  };
  let control;
  if (spec.kind === 'textarea') {
    control = (
      <textarea
        {...common}
        rows={3}
        placeholder={spec.placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  } else if (spec.kind === 'select') {
    control = (
      <select {...common} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">Elige una opción</option>
        {spec.options?.map((option) => (
          <option key={option} value={option}>
            {spec.optionLabels?.[option] ?? option}
          </option>
        ))}
      </select>
    );
  } else if (spec.kind === 'range') {
    control = (
      <>
        <input
          {...common}
          type="range"
          min={LIMITS.energy.min}
          max={LIMITS.energy.max}
          step={1}
          value={value || String(LIMITS.energy.default)}
          onChange={(e) => onChange(e.target.value)}
        />
        <output htmlFor={id}>{value || LIMITS.energy.default} / 10</output>
      </>
    );
  } else {
    control = (
      <input
        {...common}
        type={spec.kind}
        min={spec.kind === 'number' ? 1 : undefined}
        max={spec.kind === 'number' ? 120 : undefined}
        placeholder={spec.placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  }
  return (
    <Field>
      <label htmlFor={id}>{spec.label}</label>
      {spec.hint && <Hint id={hintId}>{spec.hint}</Hint>}
      {control}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Field>
  );
}
