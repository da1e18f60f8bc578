import { LIMITS, STORAGE_KEYS } from '@tm/shared-contracts';
import { readJson, writeJson } from './onboarding-storage.js';

/** One observed day of the 5-day log (the spec's dead end /onboarding/registro made real). */
export interface RegistroDia {
  dia: number;
  comidas: string;
  horasSueno: string;
  calidadSueno: '' | 'Buena' | 'Regular' | 'Mala';
  bristol: string;
  energia: string;
  notas: string;
}

export function readDetailedLog(): RegistroDia[] {
  const log = readJson<unknown>(STORAGE_KEYS.registroDetallado);
  return Array.isArray(log) ? (log as RegistroDia[]) : [];
}

/** Days logged = detailed log length (or the simple one), capped at 5 (§4). */
export function loggedDays(): number {
  const detailed = readJson<unknown>(STORAGE_KEYS.registroDetallado);
  const simple = readJson<unknown>(STORAGE_KEYS.registroSimple);
  const length = Array.isArray(detailed)
    ? detailed.length
    : Array.isArray(simple)
      ? simple.length
      : 0;
  return Math.min(length, LIMITS.observationDays);
}

/** Saves one day, replacing an earlier entry for the same day; keeps both logs and the count. */
export function saveDay(day: RegistroDia): RegistroDia[] {
  const log = readDetailedLog().filter((entry) => entry.dia !== day.dia);
  log.push(day);
  return replaceLog(log);
}

/** Writes the whole log (detailed, simple, count, completed flag). */
export function replaceLog(entries: RegistroDia[]): RegistroDia[] {
  const log = [...entries].sort((a, b) => a.dia - b.dia);
  writeJson(STORAGE_KEYS.registroDetallado, log);
  writeJson(
    STORAGE_KEYS.registroSimple,
    log.map((entry) => ({ dia: entry.dia, energia: entry.energia })),
  );
  localStorage.setItem(STORAGE_KEYS.registroDias, String(log.length));
  if (log.length >= LIMITS.observationDays)
    localStorage.setItem(STORAGE_KEYS.registroCompleted, 'true');
  return log;
}
