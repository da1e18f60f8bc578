import { useState } from 'react';
import { readStoredJson, STORAGE_KEYS } from '@tm/shared-contracts';
import type { BodyUnit, LabUnit } from '@tm/shared-contracts/clinical';

export interface UnitPreference {
  glucosa: Extract<LabUnit, 'mg/dL' | 'mmol/L'>;
  peso: Extract<BodyUnit, 'kg' | 'lb'>;
}

const DEFAULT: UnitPreference = { glucosa: 'mg/dL', peso: 'kg' };

function stored(): UnitPreference {
  const saved = readStoredJson<Partial<UnitPreference>>(
    window.localStorage,
    STORAGE_KEYS.progressUnits,
  );
  return {
    glucosa: saved?.glucosa === 'mmol/L' ? 'mmol/L' : DEFAULT.glucosa,
    peso: saved?.peso === 'lb' ? 'lb' : DEFAULT.peso,
  };
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
