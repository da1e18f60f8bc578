import { LIMITS, STORAGE_KEYS, isCalendarDate } from '@tm/shared-contracts';
import { readJson, writeJson } from './onboarding-storage.js';

/**
 * One observed day of the 5-day log (the spec's dead end /onboarding/registro made real), strings
 * as typed; `fecha` is the calendar day it describes ('YYYY-MM-DD', the person's time zone).
 */
export interface RegistroDia {
  fecha: string;
  comidas: string;
  horasSueno: string;
  calidadSueno: '' | 'Buena' | 'Regular' | 'Mala';
  bristol: string;
  energia: string;
  notas: string;
}

/** The device's time zone: the API counts calendar days in it. */
export const deviceTimeZone = (): string =>
  Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The stored log, oldest first; entries without a calendar day (older versions) are ignored. */
export function readDetailedLog(): RegistroDia[] {
  const log = readJson<unknown>(STORAGE_KEYS.registroDetallado);
  if (!Array.isArray(log)) return [];
  return (log as Partial<RegistroDia>[]).filter(
    (entry): entry is RegistroDia =>
      typeof entry?.fecha === 'string' && isCalendarDate(entry.fecha),
  );
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

/** Saves one day, replacing an earlier entry for the same calendar day. */
export function saveDay(day: RegistroDia): RegistroDia[] {
  const log = readDetailedLog().filter((entry) => entry.fecha !== day.fecha);
  log.push(day);
  return replaceLog(log);
}

/** Writes the whole log (detailed, simple, count, completed flag), oldest first. */
export function replaceLog(entries: RegistroDia[]): RegistroDia[] {
  const log = [...entries].sort((a, b) => a.fecha.localeCompare(b.fecha));
  writeJson(STORAGE_KEYS.registroDetallado, log);
  writeJson(
    STORAGE_KEYS.registroSimple,
    log.map((entry) => ({ fecha: entry.fecha, energia: entry.energia })),
  );
  localStorage.setItem(STORAGE_KEYS.registroDias, String(log.length));
  if (log.length >= LIMITS.observationDays)
    localStorage.setItem(STORAGE_KEYS.registroCompleted, 'true');
  return log;
}
