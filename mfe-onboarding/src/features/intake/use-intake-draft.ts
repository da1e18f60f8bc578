import {
  STORAGE_KEYS,
  intakeFieldsSchema,
  knownPerson,
  type IntakeFields,
} from '@tm/shared-contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { readJson, writeJson } from '../../shared/onboarding-storage.js';
import { useSavedIntake } from '../../shared/saved-intake.js';
import { INTAKE_DEFAULTS, type IntakeDraft, type IntakeKey } from './intake-sections.js';

const KNOWN_KEYS = new Set(Object.keys(intakeFieldsSchema.shape));

/** Where the answers on screen come from. */
export type IntakeSource = 'borrador' | 'guardado' | 'pre-registro' | 'nuevo';

/** Keeps only known string fields of a stored draft; null without one (corrupt ones are ignored). */
export function restoreDraft(): IntakeDraft | null {
  const stored = readJson<Record<string, unknown>>(STORAGE_KEYS.intakeDraft);
  if (!stored || typeof stored !== 'object') return null;
  const draft: IntakeDraft = { ...INTAKE_DEFAULTS };
  for (const [key, value] of Object.entries(stored)) {
    if (KNOWN_KEYS.has(key) && typeof value === 'string') draft[key as IntakeKey] = value;
  }
  return draft;
}

/** Her saved answers as the form types them (numbers as text). */
const fromSaved = (saved: IntakeFields): IntakeDraft => ({
  ...INTAKE_DEFAULTS,
  ...Object.fromEntries(Object.entries(saved).map(([key, value]) => [key, String(value)])),
});

/** What she already told before the intake: name, e-mail, age, how she feels after meals. */
function fromKnown(): IntakeDraft {
  const known = knownPerson();
  const draft: IntakeDraft = { ...INTAKE_DEFAULTS };
  if (known.nombre) draft.nombre = known.nombre;
  if (known.email) draft.email = known.email;
  if (known.edad) draft.edad = String(known.edad);
  if (known.despuesDeComer) draft.sintomasDespuesComer = known.despuesDeComer;
  return draft;
}

/**
 * The intake never starts blank for someone who gave something already (issue 17): her draft
 * (every keystroke, so a reload loses nothing), else her saved intake from the API, else what the
 * pre-registration and the diagnosis told. Everything stays editable.
 */
export function useIntakeDraft() {
  const [stored] = useState(restoreDraft);
  const [known] = useState(fromKnown);
  const [draft, setDraft] = useState<IntakeDraft>(() => stored ?? known);
  const typed = useRef(stored !== null);
  const { saved, loading } = useSavedIntake(stored === null);
  useEffect(() => {
    if (saved && !typed.current) setDraft(fromSaved(saved.respuestas));
  }, [saved]);

  const setField = useCallback((key: IntakeKey, value: string) => {
    typed.current = true;
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
  const source: IntakeSource = stored
    ? 'borrador'
    : saved
      ? 'guardado'
      : Object.keys(known).length > Object.keys(INTAKE_DEFAULTS).length
        ? 'pre-registro'
        : 'nuevo';
  return { draft, setField, clearDraft, loading, source };
}
