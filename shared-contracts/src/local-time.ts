// Instants as a person reads them: Spanish, in her device's time zone. Shared by the bundles that
// show times (the chat's messages, Mi progreso's readings); no browser API, so Node tests run it.

/** A moment as the API sends it: ISO text or ms since the epoch. */
export type Instant = string | number;

/** A formatter of instants with these Intl options, built once ('3 nov', 'domingo, 22…'). */
export function instantFormat(options: Intl.DateTimeFormatOptions): (at: Instant) => string {
  const format = new Intl.DateTimeFormat('es', options);
  return (at) => format.format(new Date(at));
}

/** The local time of day, '09:05'. */
export const localTime = instantFormat({ hour: '2-digit', minute: '2-digit' });

const pad = (n: number) => String(n).padStart(2, '0');
const dayKey = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The local calendar day, 'YYYY-MM-DD': readings and messages are grouped by it. */
export const localDay = (at: Instant): string => dayKey(new Date(at));

/**
 * `localDay` for many instants (ms): one Date per calendar day instead of one per instant, for a
 * sensor's 288 readings a day. Days start at local midnight, so a DST change is still one day.
 */
export function localDayOf(): (time: number) => string {
  let from = Infinity;
  let to = -Infinity;
  let key = '';
  return (time) => {
    if (time < from || time >= to) {
      const d = new Date(time);
      from = new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
      to = new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1).getTime();
      key = dayKey(d);
    }
    return key;
  };
}
