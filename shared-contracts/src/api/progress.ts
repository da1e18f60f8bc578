// Mi progreso (issue 19): the readings a person logs (meter glucose, weight, waist, blood pressure,
// lab results). Each is sent in the unit the person reads and stored canonically (mg/dL, %, g/dL,
// kg, cm, mmHg) with the original beside it; a number no real body or meter shows is a 400.
import { z } from 'zod';
import {
  BLOOD_PRESSURE_PLAUSIBLE,
  BODY_PLAUSIBLE,
  BODY_UNITS,
  type BodyUnit,
} from '../clinical/body-measures.js';
import {
  LAB_MARKERS,
  PLAUSIBLE_BY_UNIT,
  unitsOf,
  type LabMarker,
} from '../clinical/lab-readings.js';
import { LAB_UNITS, type LabUnit } from '../clinical/labs.js';
import { userIdSchema } from '../trial-status-schema.js';
import { checkinAlertSchema } from './checkins.js';
import { sendKeySchema } from './send-key.js';
import { boundedText, TEXT_LIMITS } from './text.js';

export const READING_TYPES = ['glucosa', 'peso', 'cintura', 'presion', 'analisis'] as const;
export type ReadingType = (typeof READING_TYPES)[number];

/** When a meter glucose was taken. */
export const GLUCOSE_MOMENTS = [
  'ayunas',
  'antes_comida',
  'despues_comida',
  'al_dormir',
  'otro',
] as const;
export type GlucoseMoment = (typeof GLUCOSE_MOMENTS)[number];

const number = <U extends z.ZodType<string>>(unidad: U) => ({ valor: z.number(), unidad });
const fmt = (n: number) => String(n).replace('.', ',');
const outOfRange = (unit: string, [min, max]: readonly [number, number]) =>
  `no parece una medición real en ${unit} (se aceptan valores de ${fmt(min)} a ${fmt(max)}): ` +
  'revisa el número y la unidad';

/** Optional moment of the measurement; the server refuses one in the future. */
const measuredAt = z.iso.datetime({ offset: true }).optional();
/** Optional: a reading sent again with the same key is stored once (send-key.ts). */
const claveEnvio = sendKeySchema.optional();

const plausible =
  (range: (value: { valor: number; unidad: string }) => readonly [number, number] | undefined) =>
  (value: { valor: number; unidad: string }, ctx: z.core.$RefinementCtx) => {
    const bounds = range(value);
    if (bounds && (value.valor < bounds[0] || value.valor > bounds[1]))
      ctx.addIssue({ code: 'custom', path: ['valor'], message: outOfRange(value.unidad, bounds) });
  };

const glucoseBody = z
  .strictObject({
    userId: userIdSchema,
    tipo: z.literal('glucosa'),
    ...number(z.enum(LAB_UNITS.glucosa)),
    momento: z.enum(GLUCOSE_MOMENTS),
    nota: boundedText(TEXT_LIMITS.medium).trim().optional(),
    medidoEn: measuredAt,
    claveEnvio,
  })
  .superRefine(plausible(({ unidad }) => PLAUSIBLE_BY_UNIT.glucosaAyunas[unidad as LabUnit]));

const bodyBody = <T extends 'peso' | 'cintura'>(tipo: T) =>
  z
    .strictObject({
      userId: userIdSchema,
      tipo: z.literal(tipo),
      ...number(z.enum(BODY_UNITS[tipo])),
      medidoEn: measuredAt,
      claveEnvio,
    })
    .superRefine(plausible(({ unidad }) => BODY_PLAUSIBLE[unidad as BodyUnit]));

const mmHg = (field: keyof typeof BLOOD_PRESSURE_PLAUSIBLE) => {
  const [min, max] = BLOOD_PRESSURE_PLAUSIBLE[field];
  return z
    .number()
    .int()
    .refine((v) => v >= min && v <= max, { error: outOfRange('mmHg', [min, max]) });
};

const pressureBody = z
  .strictObject({
    userId: userIdSchema,
    tipo: z.literal('presion'),
    sistolica: mmHg('sistolica'),
    diastolica: mmHg('diastolica'),
    medidoEn: measuredAt,
    claveEnvio,
  })
  .refine((p) => p.diastolica < p.sistolica, {
    path: ['diastolica'],
    error: 'debe ser menor que la sistólica (el número de arriba)',
  });

const labValue = {
  marcador: z.enum(LAB_MARKERS),
  ...number(z.enum(Object.values(LAB_UNITS).flat() as [LabUnit, ...LabUnit[]])),
};

/** A lab result's unit must be one of its marker's, and its number plausible in it. */
const plausibleLab = (
  lab: { marcador: LabMarker; valor: number; unidad: LabUnit },
  ctx: z.core.$RefinementCtx,
) => {
  if (!unitsOf(lab.marcador).includes(lab.unidad)) {
    ctx.addIssue({
      code: 'custom',
      path: ['unidad'],
      message: `debe ser una de: ${unitsOf(lab.marcador).join(', ')}`,
    });
    return;
  }
  plausible(() => PLAUSIBLE_BY_UNIT[lab.marcador][lab.unidad])(lab, ctx);
};

const labBody = z
  .strictObject({
    userId: userIdSchema,
    tipo: z.literal('analisis'),
    ...labValue,
    /** The date on the lab sheet. */
    fecha: z.iso.date(),
    claveEnvio,
  })
  .superRefine(plausibleLab);

/** POST /api/progress-readings: one reading, its fields depending on `tipo`. */
export const saveReadingRequestSchema = z.discriminatedUnion('tipo', [
  glucoseBody,
  bodyBody('peso'),
  bodyBody('cintura'),
  pressureBody,
  labBody,
]);
export type SaveReadingRequest = z.infer<typeof saveReadingRequestSchema>;

/** Devices whose CSV exports can be imported (issue 19). */
export const IMPORT_SOURCES = ['libreview', 'dexcom'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

/**
 * Where lab values offered to Mi progreso came from: the intake's lab answers or the blood-test
 * interpreter. Stored only when the person says yes, once per source, test and date.
 */
export const LAB_SOURCES = ['formulario', 'interprete'] as const;
export type LabSource = (typeof LAB_SOURCES)[number];

/** Where a stored reading came from; null when the person typed it in Mi progreso. */
export const READING_SOURCES = [...IMPORT_SOURCES, ...LAB_SOURCES] as const;
export type ReadingSource = (typeof READING_SOURCES)[number];

/** A stored reading: `valor` in the canonical unit, `valorOriginal` as the person typed it. */
export const progressReadingSchema = z.object({
  id: z.number().int(),
  tipo: z.enum(READING_TYPES),
  /** For lab results only. */
  marcador: z.enum(LAB_MARKERS).nullable(),
  valor: z.number(),
  /** mg/dL, %, g/dL, kg, cm or mmHg. */
  unidad: z.string(),
  valorOriginal: z.number(),
  unidadOriginal: z.string(),
  /** Blood pressure: `valor` is the systolic, this the diastolic (mmHg). */
  diastolica: z.number().int().nullable(),
  momento: z.enum(GLUCOSE_MOMENTS).nullable(),
  nota: z.string().nullable(),
  /** When it was measured (lab results: the sheet's date at 00:00 UTC). */
  medidoEn: z.iso.datetime(),
  /** The device file or the lab answers it came from; null when the person typed it. */
  origen: z.enum(READING_SOURCES).nullable(),
});
export type ProgressReading = z.infer<typeof progressReadingSchema>;

/** GET /api/progress-readings/{userId}: every reading, oldest first. */
export const progressReadingListSchema = z.array(progressReadingSchema);

/** The saved reading and, for a low glucose, the same safety answer the chat's triage gives. */
export const saveReadingResponseSchema = z.object({
  lectura: progressReadingSchema,
  alerta: checkinAlertSchema.nullable(),
});
export type SaveReadingResponse = z.infer<typeof saveReadingResponseSchema>;

export const readingParamsSchema = z.strictObject({
  userId: userIdSchema,
  readingId: z.string().regex(/^[1-9]\d{0,15}$/, { error: 'debe ser un número de lectura' }),
});

export const deleteReadingResponseSchema = z.object({ borrada: z.literal(true) });

/** Readings per import request: a batch stays well under the API's 100 KB body limit. */
export const IMPORT_BATCH = 1500;

/**
 * POST /api/progress-imports: glucose readings read from a device's CSV export in the browser,
 * sent in batches. A reading already imported from the same device at the same moment is not
 * stored again, so importing the same file twice (or overlapping exports) changes nothing.
 */
export const importReadingsRequestSchema = z
  .strictObject({
    userId: userIdSchema,
    origen: z.enum(IMPORT_SOURCES),
    unidad: z.enum(LAB_UNITS.glucosa),
    lecturas: z
      .array(z.strictObject({ medidoEn: z.iso.datetime({ offset: true }), valor: z.number() }))
      .min(1)
      .max(IMPORT_BATCH),
  })
  .superRefine((body, ctx) => {
    const [min, max] = PLAUSIBLE_BY_UNIT.glucosaAyunas[body.unidad]!;
    const index = body.lecturas.findIndex((r) => r.valor < min || r.valor > max);
    if (index >= 0)
      ctx.addIssue({
        code: 'custom',
        path: ['lecturas', index, 'valor'],
        message: outOfRange(body.unidad, [min, max]),
      });
  });
export type ImportReadingsRequest = z.infer<typeof importReadingsRequestSchema>;

export const importReadingsResponseSchema = z.object({
  /** Stored now. */
  guardadas: z.number().int(),
  /** Already stored from an earlier import: left as they were. */
  repetidas: z.number().int(),
});
export type ImportReadingsResponse = z.infer<typeof importReadingsResponseSchema>;

/**
 * GET /api/progress-summary/{userId}: what the doctor's summary adds to the readings: the
 * person's name and the medicines she named in her intake (her own, present ones), each with her
 * words.
 */
export const progressSummarySchema = z.object({
  nombre: z.string().nullable(),
  medicamentos: z.array(z.object({ nombre: z.string(), cita: z.string() })),
});
export type ProgressSummary = z.infer<typeof progressSummarySchema>;

/**
 * POST /api/progress-labs: the lab values of the intake or the interpreter, added to Mi progreso
 * when the person accepts, with the date of the test. Offered twice, nothing is stored twice.
 */
export const saveLabsRequestSchema = z
  .strictObject({
    userId: userIdSchema,
    origen: z.enum(LAB_SOURCES),
    /** The date of the test (the sheet's), never in the future. */
    fecha: z.iso.date(),
    analisis: z
      .array(z.strictObject(labValue).superRefine(plausibleLab))
      .min(1)
      .max(LAB_MARKERS.length),
  })
  .refine((body) => new Set(body.analisis.map((a) => a.marcador)).size === body.analisis.length, {
    path: ['analisis'],
    error: 'tiene el mismo análisis dos veces',
  });
export type SaveLabsRequest = z.infer<typeof saveLabsRequestSchema>;

/** Stored now, and those already in Mi progreso from an earlier 'yes'. */
export const saveLabsResponseSchema = importReadingsResponseSchema;
export type SaveLabsResponse = ImportReadingsResponse;

/**
 * A column of the glucose series, checked in one loop: zod's parse per element cost ~45 ms of the
 * glucose screen's first load with a sensor's 26,000 readings (cold code, bench/progress.mjs). Its
 * JSON schema (the API docs) is still an array of `items`.
 */
const column = <T>(items: Record<string, unknown>, is: (value: unknown) => boolean) =>
  z
    .custom<T[]>((value) => Array.isArray(value) && value.every((v) => is(v)))
    .meta({ type: 'array', items });
const nullableOneOf = (values: readonly string[]) => ({ enum: [...values, null] });
const isNullOr = (values: readonly string[]) => (value: unknown) =>
  value === null || values.includes(value as string);

/**
 * GET /api/progress-glucose/{userId}: the meter and sensor glucose only, oldest first, as columns
 * (one array per field, the same position is the same reading): 90 days of a sensor are ~26,000
 * readings, and the glucose screen reads this instead of the whole list (bench/progress.mjs).
 */
export const glucoseSeriesSchema = z
  .object({
    id: column<number>({ type: 'integer' }, Number.isInteger),
    /** ms since the epoch. */
    medidoEn: column<number>({ type: 'number' }, Number.isFinite),
    /** mg/dL. */
    valor: column<number>({ type: 'number' }, Number.isFinite),
    momento: column<GlucoseMoment | null>(
      nullableOneOf(GLUCOSE_MOMENTS),
      isNullOr(GLUCOSE_MOMENTS),
    ),
    origen: column<ImportSource | null>(nullableOneOf(IMPORT_SOURCES), isNullOr(IMPORT_SOURCES)),
    /** The notes, by reading id; most readings have none. */
    notas: z.record(z.string(), z.string()),
  })
  .refine(
    (s) => [s.medidoEn, s.valor, s.momento, s.origen].every((c) => c.length === s.id.length),
    { error: 'las columnas no tienen el mismo largo' },
  );
export type GlucoseSeries = z.infer<typeof glucoseSeriesSchema>;

/** A glucose of the series, shaped like a stored reading for the screen. */
export type GlucoseReading = Pick<
  ProgressReading,
  'id' | 'valor' | 'medidoEn' | 'momento' | 'origen' | 'nota'
>;

/** The series as readings, oldest first. */
export const glucoseReadingsOf = (series: GlucoseSeries): GlucoseReading[] =>
  series.id.map((id, i) => ({
    id,
    valor: series.valor[i]!,
    medidoEn: new Date(series.medidoEn[i]!).toISOString(),
    momento: series.momento[i]!,
    origen: series.origen[i]!,
    nota: series.notas[id] ?? null,
  }));
