import { STORAGE_KEYS, intakeFieldsSchema } from '@tm/shared-contracts';
import { useCallback, useState } from 'react';
import { readJson, writeJson } from '../../shared/onboarding-storage.js';
import { INTAKE_DEFAULTS, type IntakeDraft, type IntakeKey } from './intake-sections.js';

const KNOWN_KEYS = new Set(Object.keys(intakeFieldsSchema.shape));

/** Keeps only known string fields of a stored draft (corrupt or old drafts are ignored). */
function restoreDraft(): IntakeDraft {
  const stored = readJson<Record<string, unknown>>(STORAGE_KEYS.intakeDraft);
  const draft: IntakeDraft = { ...INTAKE_DEFAULTS };
  if (stored && typeof stored === 'object') {
    for (const [key, value] of Object.entries(stored)) {
      if (KNOWN_KEYS.has(key) && typeof value === 'string') draft[key as IntakeKey] = value;
    }
  }
  return draft;
}

/** The intake draft, written to local storage on every keystroke so a reload loses nothing. */
export function useIntakeDraft() {
  const [draft, setDraft] = useState<IntakeDraft>(restoreDraft);
  const setField = useCallback((key: IntakeKey, value: string) => {
    setDraft((current) => {
      const next = { ...current, [key]: value };
      try {
        writeJson(STORAGE_KEYS.intakeDraft, next);
      } catch (error) {
        // Storage full or blocked: the form keeps working in memory.
        console.warn('No se pudo guardar el borrador del formulario', error);
      }
      return next;
    });
  }, []);
  const clearDraft = useCallback(() => localStorage.removeItem(STORAGE_KEYS.intakeDraft), []);
  return { draft, setField, clearDraft };
}
