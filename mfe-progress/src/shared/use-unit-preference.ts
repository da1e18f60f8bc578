import { useState } from 'react';
import { readStoredJson, STORAGE_KEYS } from '@tm/shared-contracts';

/** The units each measure can be shown in; the first is the default (and the canonical one). */
export const UNIT_OPTIONS = {
  glucosa: ['mg/dL', 'mmol/L'],
  peso: ['kg', 'lb'],
  cintura: ['cm', 'in'],
  a1c: ['%', 'mmol/mol'],
  lipidos: ['mg/dL', 'mmol/L'],
  hemoglobina: ['g/dL', 'g/L'],
} as const;

export type UnitPreference = { [K in keyof typeof UNIT_OPTIONS]: (typeof UNIT_OPTIONS)[K][number] };

const isOption = <K extends keyof UnitPreference>(measure: K, unit: unknown) =>
  (UNIT_OPTIONS[measure] as readonly unknown[]).includes(unit);

function stored(): UnitPreference {
  const saved =
    readStoredJson<Partial<Record<string, unknown>>>(
      window.localStorage,
      STORAGE_KEYS.progressUnits,
    ) ?? {};
  return Object.fromEntries(
    Object.entries(UNIT_OPTIONS).map(([measure, options]) => [
      measure,
      isOption(measure as keyof UnitPreference, saved[measure]) ? saved[measure] : options[0],
    ]),
  ) as UnitPreference;
}

/** The units this person reads in, kept on this device and switchable at any time. */
export function useUnitPreference() {
  const [units, setUnits] = useState(stored);
  const change = (next: Partial<UnitPreference>) =>
    setUnits((current) => {
      const merged = { ...current, ...next };
      window.localStorage.setItem(STORAGE_KEYS.progressUnits, JSON.stringify(merged));
      return merged;
    });
  return [units, change] as const;
}
