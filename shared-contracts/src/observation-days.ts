import { LIMITS } from './constants.js';

// The 5-day observation log is five real days (issue 17): one entry per calendar day in the
// person's time zone, never a day still to come, and a day left blank can be written late, up to
// `lateDays` days after it (a meal is still remembered the next day or the one after). The API
// enforces these rules and the screen draws them, from this one file.

export const OBSERVATION_LOG = {
  days: LIMITS.observationDays,
  /** A day can be written on its own date or up to this many days later. */
  lateDays: 2,
} as const;

/** A calendar day as 'YYYY-MM-DD'. */
export type CalendarDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written as 'YYYY-MM-DD' ('2026-02-30' is not one). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** True for a time zone the runtime knows ('America/Mexico_City', 'UTC'). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The calendar day an instant falls on in a time zone. */
export function calendarDate(ms: number, timeZone: string): CalendarDate {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(ms);
}

/** The calendar day `days` after (or before, when negative) another. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The days a new entry may describe today, oldest first: never before the person began. */
export function openDates(today: CalendarDate, firstDay: CalendarDate): CalendarDate[] {
  const dates: CalendarDate[] = [];
  for (let back = OBSERVATION_LOG.lateDays; back >= 0; back--) {
    const date = addDays(today, -back);
    if (date >= firstDay) dates.push(date);
  }
  return dates;
}

/**
 * Why a save cannot be kept, or null when it can: `stored` are the days already in the log (they
 * may be corrected at any time), `sent` the days of the save.
 */
export function refuseNewDays({
  stored,
  sent,
  today,
  firstDay,
}: {
  stored: readonly CalendarDate[];
  sent: readonly CalendarDate[];
  today: CalendarDate;
  firstDay: CalendarDate;
}): string | null {
  const open = new Set(openDates(today, firstDay));
  for (const date of sent) {
    if (date > today)
      return `El ${spanishDate(date)} todavía no llega: anota cada día cuando ya lo hayas vivido.`;
    if (stored.includes(date) || open.has(date)) continue;
    return date < firstDay
      ? `El ${spanishDate(date)} es anterior a tu inicio en el programa: anota solo los días desde que empezaste.`
      : `El ${spanishDate(date)} ya quedó atrás: un día se puede anotar hasta ${OBSERVATION_LOG.lateDays} días después.`;
  }
  const all = new Set([...stored, ...sent]);
  if (all.size > OBSERVATION_LOG.days)
    return `Tu registro ya tiene sus ${OBSERVATION_LOG.days} días: puedes corregir uno, no agregar otro.`;
  return null;
}

export type DayStatus = 'hecho' | 'hoy' | 'pendiente' | 'por-venir';

export interface PlannedDay {
  /** Its place in the log, 1 to 5. */
  numero: number;
  fecha: CalendarDate;
  estado: DayStatus;
  /** A blank day's last chance to be written ('pendiente' and 'hoy' only). */
  hasta?: CalendarDate;
}

/**
 * The five days as the screen shows them: the days written, the days that can still be written
 * (the most recent first chosen when fewer are missing) and the days still to come, in date order.
 */
export function planDays({
  done,
  today,
  firstDay,
}: {
  done: readonly CalendarDate[];
  today: CalendarDate;
  firstDay: CalendarDate;
}): PlannedDay[] {
  const written = [...new Set(done)].sort();
  const missing = Math.max(0, OBSERVATION_LOG.days - written.length);
  const open =
    missing === 0
      ? []
      : openDates(today, firstDay)
          .filter((date) => !written.includes(date))
          .slice(-missing);
  const rows: Omit<PlannedDay, 'numero'>[] = [
    ...written.map((fecha) => ({ fecha, estado: 'hecho' as const })),
    ...open.map((fecha) => ({
      fecha,
      estado: fecha === today ? ('hoy' as const) : ('pendiente' as const),
      hasta: addDays(fecha, OBSERVATION_LOG.lateDays),
    })),
  ].sort((a, b) => a.fecha.localeCompare(b.fecha));
  for (let next = 1; rows.length < OBSERVATION_LOG.days; next++)
    rows.push({ fecha: addDays(today, next), estado: 'por-venir' });
  return rows.map((row, index) => ({ numero: index + 1, ...row }));
}

/** 'martes, 4 de marzo', read on the calendar day itself whatever the device's zone. */
export function spanishDate(date: CalendarDate): string {
  return new Intl.DateTimeFormat('es', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}
