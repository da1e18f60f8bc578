import { STORAGE_KEYS, readStoredJson } from '@tm/shared-contracts';

/** Local onboarding flags (§3/§4). A flag is done when stored as 'true'. */
export const flag = {
  get: (key: string): boolean => localStorage.getItem(key) === 'true',
  set: (key: string): void => localStorage.setItem(key, 'true'),
};

export function readJson<T>(key: string): T | null {
  return readStoredJson<T>(localStorage, key);
}

export function writeJson(key: string, value: unknown): void {
  localStorage.setItem(key, JSON.stringify(value));
}

/** Every local key of the onboarding journey: the tracker's reset clears them all (§2). */
export const ONBOARDING_KEYS = [
  STORAGE_KEYS.intakeDone,
  STORAGE_KEYS.informeReady,
  STORAGE_KEYS.bienvenidaDone,
  STORAGE_KEYS.motivacionDone,
  STORAGE_KEYS.formularioSaludDone,
  STORAGE_KEYS.formularioSaludAnswers,
  STORAGE_KEYS.intakeDraft,
  STORAGE_KEYS.intakeStep,
  STORAGE_KEYS.mensajeDone,
  STORAGE_KEYS.registroDias,
  STORAGE_KEYS.registroDetallado,
  STORAGE_KEYS.registroSimple,
  STORAGE_KEYS.registroCompleted,
  STORAGE_KEYS.formularioSaludDraft,
  STORAGE_KEYS.registroDraft,
] as const;
