// Dates and times of the chat in the Spanish locale and the person's own time zone.
const dateFormat = new Intl.DateTimeFormat('es', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('es', { hour: '2-digit', minute: '2-digit' });
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** §2: dates in the Spanish locale ("domingo, 22 de noviembre de 2026"). */
export const spanishDate = (iso: string): string => dateFormat.format(new Date(iso));

/** A message's local time, "09:05". */
export const spanishTime = (iso: string): string => timeFormat.format(new Date(iso));

/** The local calendar day, "2026-11-22": messages are grouped under one date per day. */
export const localDay = (iso: string): string => dayFormat.format(new Date(iso));
