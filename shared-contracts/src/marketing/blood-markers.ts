import { z } from 'zod';
import {
  LAB_MARKER_KIND,
  LAB_MARKERS,
  PLAUSIBLE_BY_UNIT,
  resolveReading,
  unitsOf,
  type LabMarker,
  type LabReading,
} from '../clinical/lab-readings.js';
import { formatLab, fromCanonical, isLabUnit, type LabUnit } from '../clinical/labs.js';
import { MARKER_RULES, type ReferenceContext, type SexoReferencia } from './blood-marker-bands.js';

export const BLOOD_MARKERS = LAB_MARKERS;
export type BloodMarker = LabMarker;

/** The form field that holds a marker's unit ('' = as the number says). */
export const unitField = (marker: BloodMarker) => `${marker}Unidad` as const;

const unitList = (units: readonly LabUnit[]) => units.join(' o ');

export function implausibleValueMessage(
  marker: BloodMarker,
  valor: number,
  unidad?: LabUnit,
): string | null {
  if (resolveReading(marker, valor, unidad).kind !== 'implausible') return null;
  const { marcador } = MARKER_RULES[marker];
  const ranges = (unidad ? [unidad] : unitsOf(marker)).map((u) => {
    const [min, max] = PLAUSIBLE_BY_UNIT[marker][u]!;
    return `entre ${min} y ${max} ${u}`;
  });
  return `Revisa este número: para ${marcador} esperamos un valor ${ranges.join(', o ')}.`;
}

/** A number that fits two units: the person is asked, never given a verdict (issue 14). */
export const ambiguousUnitMessage = (marker: BloodMarker, valor: number) =>
  `¿En qué unidad está? ${String(valor)} puede ser ${unitList(unitsOf(marker))} y cambia todo el ` +
  'resultado: elige la unidad que aparece en tu hoja de resultados.';

/** A number input's value: '' (empty) is not interpreted; a decimal comma is accepted. */
const toNumber = (value: unknown) => {
  if (typeof value !== 'string') return value ?? undefined;
  const text = value.trim();
  return text === '' ? undefined : Number(text.replace(',', '.'));
};

const numberField = z.preprocess(
  toNumber,
  z.number({ error: 'Escribe solo números, por ejemplo 6.1.' }).optional(),
);
const unitInput = z.string().optional();

/** The form as the browser sends it: seven numbers, seven units, and the pregnancy box. */
const rawFormSchema = z.object({
  ...Object.fromEntries(BLOOD_MARKERS.map((m) => [m, numberField])),
  ...Object.fromEntries(BLOOD_MARKERS.map((m) => [unitField(m), unitInput])),
  embarazo: z.string().optional(),
}) as z.ZodType<Record<string, number | string | undefined>>;

export type BloodMarkerForm = Partial<Record<BloodMarker, LabReading>> & { embarazo?: boolean };

/** Each filled-in number becomes a reading in a known unit, or an issue on its field. */
export const bloodMarkerFormSchema = rawFormSchema.transform((raw, ctx): BloodMarkerForm => {
  const form: BloodMarkerForm = { embarazo: raw.embarazo === 'on' || raw.embarazo === 'true' };
  for (const marker of BLOOD_MARKERS) {
    const valor = raw[marker];
    if (typeof valor !== 'number') continue;
    const chosen = String(raw[unitField(marker)] ?? '');
    const kind = LAB_MARKER_KIND[marker];
    const unidad = isLabUnit(kind, chosen) ? chosen : undefined;
    const resolution = resolveReading(marker, valor, unidad);
    if (resolution.kind === 'reading') form[marker] = resolution.reading;
    else
      ctx.issues.push({
        code: 'custom',
        path: [marker],
        input: valor,
        message:
          resolution.kind === 'ambiguous'
            ? ambiguousUnitMessage(marker, valor)
            : implausibleValueMessage(marker, valor, unidad)!,
      });
  }
  return form;
});

export const markerResultSchema = z.object({
  clave: z.enum(BLOOD_MARKERS),
  marcador: z.string(),
  /** As typed, in `unidad`. */
  valor: z.number(),
  unidad: z.string(),
  /** The value in the unit the bands use (mg/dL, %, g/dL): exact, and rounded for display. */
  valorBase: z.number(),
  equivalente: z.string().optional(),
  rango: z.string(),
  estado: z.enum(['normal', 'alerta', 'alto', 'bajo']),
  mensaje: z.string(),
  recomendacion: z.string(),
});
export type MarkerResult = z.infer<typeof markerResultSchema>;

/** §5: 'masculino' is male, anything else (including no value) is treated as female. */
export const sexoFromGenero = (genero: string | null | undefined): SexoReferencia =>
  genero?.trim().toLowerCase() === 'masculino' ? 'hombre' : 'mujer';

/** Whether the person picked a sex (the link she followed), not the §5 default. */
export const sexoElegido = (genero: string | null | undefined) =>
  ['masculino', 'femenino'].includes(genero?.trim().toLowerCase() ?? '');

export interface InterpretOptions {
  genero: string | null | undefined;
  embarazo?: boolean;
}

/** One marker's verdict from a resolved reading; an implausible value is a programming error. */
export function interpretMarker(
  marker: BloodMarker,
  reading: { value: number; unit: LabUnit },
  { genero, embarazo = false }: InterpretOptions,
): MarkerResult {
  const resolution = resolveReading(marker, reading.value, reading.unit);
  if (resolution.kind !== 'reading')
    throw new RangeError(implausibleValueMessage(marker, reading.value, reading.unit) ?? '');
  const rule = MARKER_RULES[marker];
  const kind = LAB_MARKER_KIND[marker];
  const sexo = sexoFromGenero(genero);
  const ctx: ReferenceContext = {
    sexo,
    sexoElegido: sexoElegido(genero),
    embarazo: embarazo && sexo === 'mujer',
    u: (canonical) =>
      `${formatLab(fromCanonical(kind, canonical, reading.unit), reading.unit)} ${reading.unit}`,
  };
  const { canonical } = resolution.reading;
  return {
    clave: marker,
    marcador: rule.marcador,
    valor: reading.value,
    unidad: reading.unit,
    valorBase: canonical,
    ...(reading.unit === rule.unidad
      ? {}
      : { equivalente: `${formatLab(canonical, rule.unidad)} ${rule.unidad}` }),
    rango: rule.rango(ctx),
    ...rule.band(canonical, ctx),
  };
}

/** One result per filled-in marker, in form order. */
export function interpretBloodTest(
  form: BloodMarkerForm,
  genero: string | null | undefined,
): MarkerResult[] {
  return BLOOD_MARKERS.flatMap((marker) => {
    const reading = form[marker];
    return reading ? [interpretMarker(marker, reading, { genero, embarazo: form.embarazo })] : [];
  });
}
