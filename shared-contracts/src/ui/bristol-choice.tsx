import styled from 'styled-components';
import { Field, FieldError, FieldHint } from './field.js';
import { describedBy } from './form-field.js';
import { BRISTOL_TYPES, BristolIllustration } from './illustrations/bristol.js';
import { focusRing, theme } from './theme.js';

const Label = styled.p`
  margin: 0;
  font-weight: ${theme.fontWeight.medium};
  color: ${theme.color.ink};
`;

/** One column of rows on a phone, two where the form is wide enough. */
const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: ${theme.space.xs};
  &:focus-visible {
    ${focusRing}
  }
`;

const Option = styled.label`
  && {
    font-weight: ${theme.fontWeight.regular};
  }
  display: grid;
  grid-template-columns: auto 4.5rem 1fr;
  align-items: center;
  gap: ${theme.space.sm};
  min-height: 3.5rem;
  padding: ${theme.space.xs} ${theme.space.sm};
  border: 2px solid ${theme.color.border};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.surface};
  cursor: pointer;
  line-height: 1.3;
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: ${theme.color.primary};
  }
  &:has(input:checked) {
    border-color: ${theme.color.primary};
    background: ${theme.color.successSoft};
  }
  &:has(input:focus-visible) {
    ${focusRing}
  }
  strong {
    display: block;
  }
`;

interface BristolChoiceProps {
  id: string;
  label: string;
  hint?: string;
  error?: string | undefined;
  /** '1' to '7', or '' while none is chosen. */
  value: string;
  /** The log requires it (the default); the intake does not. */
  required?: boolean;
  onChange: (value: string) => void;
}

/**
 * The Bristol scale as seven pictures to choose from (a radio group), instead of 'Tipo 1–7' in a
 * drop-down. The group carries the field's id, label, hint and error, as `FormField` does for one
 * control; it takes focus (tabIndex -1) when a refused submit points at it.
 */
export function BristolChoice({
  id,
  label,
  hint,
  error,
  value,
  onChange,
  required = true,
}: BristolChoiceProps) {
  return (
    <Field>
      <Label id={`${id}-label`}>{label}</Label>
      <Options
        id={id}
        role="radiogroup"
        tabIndex={-1}
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy(id, hint, error)}
        aria-invalid={Boolean(error)}
        aria-required={required}
      >
        {BRISTOL_TYPES.map(({ type, short }) => (
          <Option key={type}>
            <input
              type="radio"
              name={id}
              value={String(type)}
              checked={value === String(type)}
              onChange={(event) => onChange(event.target.value)}
            />
            <BristolIllustration type={type} decorative />
            <span>
              <strong>Tipo {type}</strong> {short}
            </span>
          </Option>
        ))}
      </Options>
      {hint && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Field>
  );
}
