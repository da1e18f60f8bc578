import {
  DIAGNOSTICO_PREVIO_LABELS,
  DIAGNOSTICO_PREVIO_VALUES,
  SEXO_VALUES,
  type DiagnosticoPrevio,
  type Sexo,
} from '../pre-registro.js';
import { STORAGE_KEYS } from '../storage-keys.js';
import { readStoredJson } from './device-storage.js';
import { LIMITS } from '../constants.js';

/** What the person already told on this device, each part only when it reads well. */
export interface KnownPerson {
  nombre?: string;
  email?: string;
  edad?: number;
  genero?: 'femenino' | 'masculino' | 'otro';
  /** The pre-registration's diagnosis as its label ('Diabetes tipo 2'). */
  diagnostico?: string;
  /** The diagnosis answers (§3 NM_diagnostico_simple) in question order. */
  respuestasDiagnostico: string[];
  /** The answer to the diagnosis' first question, '¿Cómo te sientes después de comer?'. */
  despuesDeComer?: string;
}

const GENERO: Record<Sexo, KnownPerson['genero']> = { F: 'femenino', M: 'masculino', Otro: 'otro' };

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/**
 * Pre-registration (NM_pre), the diagnosis answers and the stored e-mail, read field by field so
 * one odd value never hides the others; later forms prefill from it and stay editable (issue 17).
 */
export function knownPerson(storage: Pick<Storage, 'getItem'> = window.localStorage): KnownPerson {
  const pre = readStoredJson<Record<string, unknown>>(storage, STORAGE_KEYS.preRegistro) ?? {};
  const edad = pre.edad;
  const { min, max } = LIMITS.preRegistroAge;
  const sexo = SEXO_VALUES.find((value) => value === pre.sexo);
  const dx = DIAGNOSTICO_PREVIO_VALUES.find((value) => value === pre.dx) as
    DiagnosticoPrevio | undefined;
  const answers = readStoredJson<unknown>(storage, STORAGE_KEYS.diagnosticoSimple);
  const listed = (Array.isArray(answers) ? answers : []) as {
    questionIndex?: unknown;
    answer?: unknown;
  }[];
  const valid = listed
    .filter((a) => typeof a?.questionIndex === 'number' && text(a.answer))
    .sort((a, b) => (a.questionIndex as number) - (b.questionIndex as number));
  const known: KnownPerson = { respuestasDiagnostico: valid.map((a) => text(a.answer)!) };
  const afterMeals = text(valid.find((a) => a.questionIndex === 0)?.answer);
  if (afterMeals) known.despuesDeComer = afterMeals;
  const nombre = text(pre.nombre);
  const email = text(storage.getItem(STORAGE_KEYS.userEmail)) ?? text(pre.email);
  if (nombre) known.nombre = nombre;
  if (email) known.email = email;
  if (typeof edad === 'number' && Number.isInteger(edad) && edad >= min && edad <= max)
    known.edad = edad;
  if (sexo) known.genero = GENERO[sexo];
  if (dx) known.diagnostico = DIAGNOSTICO_PREVIO_LABELS[dx];
  return known;
}
