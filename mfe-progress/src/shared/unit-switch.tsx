import { ChoiceGroup } from './choice-group.js';
import { UNIT_OPTIONS, type UnitPreference } from './use-unit-preference.js';

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
    <ChoiceGroup<string>
      legend={legend}
      name={`unidad-${measure}`}
      options={(UNIT_OPTIONS[measure] as readonly string[]).map((unit) => ({
        value: unit,
        label: unit,
      }))}
      value={value}
      onChange={(unit) => onChange({ [measure]: unit } as Partial<UnitPreference>)}
    />
  );
}
