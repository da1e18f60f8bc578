import styled from 'styled-components';
import { focusRing, theme } from '@tm/shared-contracts/ui';

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  legend {
    font-weight: 600;
    margin-bottom: 0.35rem;
  }
`;

const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-height: 48px;
  padding: 0 1rem;
  border: 2px solid ${theme.color.ink};
  border-radius: ${theme.radius.pill};
  cursor: pointer;
  &:has(input:checked) {
    background: ${theme.color.primary};
    border-color: ${theme.color.primary};
    color: ${theme.color.onPrimary};
  }
  &:has(input:focus-visible) {
    ${focusRing}
  }
  input {
    margin: 0;
  }
`;

interface Props<V extends string | number> {
  legend: string;
  /** The radio group's name. */
  name: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (next: V) => void;
}

/** A few choices as large radio buttons (units, periods). */
export function ChoiceGroup<V extends string | number>({
  legend,
  name,
  options,
  value,
  onChange,
}: Props<V>) {
  return (
    <Group>
      <legend>{legend}</legend>
      {options.map((option) => (
        <Choice key={option.value}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </Choice>
      ))}
    </Group>
  );
}
