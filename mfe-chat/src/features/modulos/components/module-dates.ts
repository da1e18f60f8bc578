/** "lunes, 30 de noviembre": the day a module opens, in the person's own time zone. */
const dayFormat = new Intl.DateTimeFormat('es', { weekday: 'long', day: 'numeric', month: 'long' });
export const openingDay = (ms: number) => dayFormat.format(new Date(ms));
