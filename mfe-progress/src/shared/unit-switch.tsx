import styled from 'styled-components';
import { focusRing, theme } from '@tm/shared-contracts/ui';
import { UNIT_OPTIONS, type UnitPreference } from './use-unit-preference.js';

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

interface Props<K extends keyof UnitPreference> {
  measure: K;
  legend: string;
  value: UnitPreference[K];
  onChange: (next: Partial<UnitPreference>) => void;
}

/** Two units of one measure as radio buttons: switching converts every number on the screen. */
export function UnitSwitch<K extends keyof UnitPreference>({
  measure,
  legend,
  value,
  onChange,
}: Props<K>) {
  return (
    <Group>
      <legend>{legend}</legend>
      {(UNIT_OPTIONS[measure] as readonly string[]).map((unit) => (
        <Choice key={unit}>
          <input
            type="radio"
            name={`unidad-${measure}`}
            value={unit}
            checked={unit === value}
            onChange={() => onChange({ [measure]: unit } as Partial<UnitPreference>)}
          />
          {unit}
        </Choice>
      ))}
    </Group>
  );
}
