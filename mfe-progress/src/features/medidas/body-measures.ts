/** Weight and waist: the same page, with their own words. */
export const BODY_MEASURES = {
  peso: {
    name: 'Peso',
    title: 'Mi peso',
    logTitle: 'Registrar peso',
    legend: 'Ver el peso en',
    lead: 'Anota tu peso de vez en cuando (una vez por semana basta), a la misma hora y con ropa ligera. Lo que cuenta es la tendencia de los meses, no el número de un día.',
    missing: 'Escribe tu peso.',
    empty: 'Todavía no tienes mediciones de peso. Anota la primera arriba.',
  },
  cintura: {
    name: 'Cintura',
    title: 'Mi cintura',
    logTitle: 'Registrar cintura',
    legend: 'Ver la cintura en',
    lead: 'Mide tu cintura a la altura del ombligo, de pie y al final de una respiración normal. Su tendencia dice mucho de cómo responde tu cuerpo.',
    missing: 'Escribe la medida de tu cintura.',
    empty: 'Todavía no tienes mediciones de cintura. Anota la primera arriba.',
  },
} as const;

export type BodyKind = keyof typeof BODY_MEASURES;
