/** "22 de diciembre de 2026": dates for people, in Spanish. */
export const longDate = (ms: number): string =>
  new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(ms),
  );
