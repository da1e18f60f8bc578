import { calendarDate, type ReminderKind } from '@tm/shared-contracts/contracts';

/**
 * When a person has never sent her time zone: read the clock in UTC and send only between 15:00
 * and 20:00 UTC, daytime from Spain (16–22 h) to Mexico (9–14 h) and the Andes (10–15 h).
 */
export const UNKNOWN_ZONE = { timeZone: 'UTC', quietFrom: 20, quietTo: 15 } as const;

/** The log-day reminder waits for the evening (her hour): the day's meals are then known. */
export const LOG_DAY_FROM_HOUR = 19;

/** Priority when several are due on one day: the first one is sent, the others wait. */
export const REMINDER_PRIORITY: readonly ReminderKind[] = [
  'prueba',
  'registro',
  'modulo',
  'checkin',
];

export interface ReminderClock {
  timeZone: string | null;
  quietFrom: number;
  quietTo: number;
}

/** The hour of the day (0–23) at an instant in a time zone. */
export function localHour(ms: number, timeZone: string): number {
  const hour = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' })
    .formatToParts(ms)
    .find((part) => part.type === 'hour')?.value;
  return Number(hour);
}

/** True inside quiet hours `from`–`to` (local hours; `from` > `to` spans midnight; equal: none). */
export function inQuietHours(hour: number, from: number, to: number): boolean {
  if (from === to) return false;
  return from < to ? hour >= from && hour < to : hour >= from || hour < to;
}

/**
 * Where a person's day stands now: her calendar day (the one reminder a day is counted on) and
 * whether a reminder of `kind` may be sent at this hour.
 */
export function reminderMoment(now: number, clock: ReminderClock, kind: ReminderKind) {
  const zone = clock.timeZone
    ? { timeZone: clock.timeZone, quietFrom: clock.quietFrom, quietTo: clock.quietTo }
    : UNKNOWN_ZONE;
  const hour = localHour(now, zone.timeZone);
  const allowed =
    !inQuietHours(hour, zone.quietFrom, zone.quietTo) &&
    (kind !== 'registro' || hour >= LOG_DAY_FROM_HOUR);
  return { today: calendarDate(now, zone.timeZone), allowed };
}
