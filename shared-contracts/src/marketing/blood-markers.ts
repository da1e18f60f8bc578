import { z } from 'zod';
import { MARKER_RULES, type SexoReferencia } from './blood-marker-bands.js';

export const BLOOD_MARKERS = [
  'a1c',
  'glucosaAyunas',
  'colesterolTotal',
  'ldl',
  'hdl',
  'trigliceridos',
  'hemoglobina',
] as const;
export type BloodMarker = (typeof BLOOD_MARKERS)[number];

/** Physically plausible values: outside them the form asks to check the number, never interprets it. */
export const PLAUSIBLE_RANGES: Record<BloodMarker, { min: number; max: number }> = {
  a1c: { min: 2, max: 20 },
  glucosaAyunas: { min: 10, max: 1500 },
  colesterolTotal: { min: 50, max: 1000 },
  ldl: { min: 5, max: 900 },
  hdl: { min: 5, max: 200 },
  trigliceridos: { min: 10, max: 10000 },
  hemoglobina: { min: 3, max: 25 },
};

export function implausibleValueMessage(marker: BloodMarker, valor: number): string | null {
  const { min, max } = PLAUSIBLE_RANGES[marker];
  if (valor >= min && valor <= max) return null;
  const { marcador, unidad } = MARKER_RULES[marker];
  return `Revisa este número: para ${marcador} esperamos un valor entre ${min} y ${max} ${unidad}.`;
}

/** A number input's value: '' (empty) is not interpreted; a decimal comma is accepted. */
const toNumber = (value: unknown) => {
  if (typeof value !== 'string') return value ?? undefined;
  const text = value.trim();
  return text === '' ? undefined : Number(text.replace(',', '.'));
};

const markerField = (marker: BloodMarker) =>
  z.preprocess(
    toNumber,
    z
      .number({ error: 'Escribe solo números, por ejemplo 6.1.' })
      .check((ctx) => {
        const message = implausibleValueMessage(marker, ctx.value);
        if (message) ctx.issues.push({ code: 'custom', message, input: ctx.value });
      })
      .optional(),
  );

export const bloodMarkerFormSchema = z.object({
  a1c: markerField('a1c'),
  glucosaAyunas: markerField('glucosaAyunas'),
  colesterolTotal: markerField('colesterolTotal'),
  ldl: markerField('ldl'),
  hdl: markerField('hdl'),
  trigliceridos: markerField('trigliceridos'),
  hemoglobina: markerField('hemoglobina'),
});
export type BloodMarkerForm = z.infer<typeof bloodMarkerFormSchema>;

export const markerResultSchema = z.object({
  clave: z.enum(BLOOD_MARKERS),
  marcador: z.string(),
  valor: z.number(),
  rango: z.string(),
  estado: z.enum(['normal', 'alerta', 'alto', 'bajo']),
  mensaje: z.string(),
  recomendacion: z.string(),
});
export type MarkerResult = z.infer<typeof markerResultSchema>;

/** §5: 'masculino' is male, anything else (including no value) is treated as female. */
export const sexoFromGenero = (genero: string | null | undefined): SexoReferencia =>
  genero?.trim().toLowerCase() === 'masculino' ? 'hombre' : 'mujer';

/** One marker's verdict; callers validate first, so an implausible value is a programming error. */
export function interpretMarker(
  marker: BloodMarker,
  valor: number,
  genero: string | null | undefined,
): MarkerResult {
  const implausible = implausibleValueMessage(marker, valor);
  if (implausible !== null) throw new RangeError(implausible);
  const rule = MARKER_RULES[marker];
  const sexo = sexoFromGenero(genero);
  return {
    clave: marker,
    marcador: rule.marcador,
    valor,
    rango: rule.rango(sexo),
    ...rule.band(valor, sexo),
  };
}

/** One result per filled-in marker, in form order. */
export function interpretBloodTest(
  form: BloodMarkerForm,
  genero: string | null | undefined,
): MarkerResult[] {
  return BLOOD_MARKERS.flatMap((marker) => {
    const valor = form[marker];
    return valor === undefined ? [] : [interpretMarker(marker, valor, genero)];
  });
}
