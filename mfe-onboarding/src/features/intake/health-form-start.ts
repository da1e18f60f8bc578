import { STORAGE_KEYS, knownPerson } from '@tm/shared-contracts';
import { readJson } from '../../shared/onboarding-storage.js';
import { EMPTY_HEALTH_ANSWERS, type HealthAnswers } from '../../shared/health-answers.js';

const GENEROS: readonly HealthAnswers['genero'][] = ['', 'masculino', 'femenino', 'otro'];

/** Stored answers (a draft, or the saved form) with only known text fields; null when unusable. */
export function restoreHealthAnswers(stored: unknown): HealthAnswers | null {
  if (!stored || typeof stored !== 'object') return null;
  const answers: HealthAnswers = { ...EMPTY_HEALTH_ANSWERS };
  for (const key of Object.keys(answers) as (keyof HealthAnswers)[]) {
    const value = (stored as Record<string, unknown>)[key];
    if (typeof value === 'string') (answers as unknown as Record<string, string>)[key] = value;
  }
  if (!GENEROS.includes(answers.genero)) answers.genero = '';
  return answers;
}

/**
 * Where the form starts without a draft: the answers saved last time, else what she already told
 * (pre-registration: age, gender, diagnosis; the diagnosis answers as her symptoms), so nothing is
 * asked twice (issue 17).
 */
export function healthFormStart(): HealthAnswers {
  const saved = restoreHealthAnswers(readJson(STORAGE_KEYS.formularioSaludAnswers));
  if (saved) return saved;
  const known = knownPerson();
  return {
    ...EMPTY_HEALTH_ANSWERS,
    edad: known.edad ? String(known.edad) : '',
    genero: known.genero ?? '',
    diagnostico: known.diagnostico ?? '',
    sintomas: known.respuestasDiagnostico.join('. '),
  };
}
