import { FormField } from '@tm/shared-contracts/ui';
import { today } from './reading-input.js';

interface Props {
  id: string;
  label?: string;
  value: string;
  onChange: (day: string) => void;
  error?: string;
}

/** The day a measure was taken: today unless the person picks an earlier one. */
export function MeasureDateField({ id, label = 'Fecha', value, onChange, error }: Props) {
  return (
    <FormField id={id} label={label} error={error}>
      {(control) => (
        <input
          {...control}
          type="date"
          max={today()}
          required
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FormField>
  );
}
