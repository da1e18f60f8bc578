/** One day of the 5-day observation log, as the screen sends it; `over` changes any field. */
export const logDay = (fecha: string, over: Record<string, unknown> = {}) => ({
  fecha,
  comidas: 'Huevos con verduras',
  horasSueno: 7,
  calidadSueno: 'Buena',
  bristol: 4,
  energia: 6,
  ...over,
});
