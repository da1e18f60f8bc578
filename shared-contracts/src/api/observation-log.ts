import { z } from 'zod';
import { isCalendarDate, isTimeZone, OBSERVATION_LOG } from '../observation-days.js';
import { userIdSchema } from '../trial-status-schema.js';
import { sendKeySchema } from './send-key.js';
import { boundedText, TEXT_LIMITS } from './text.js';

export const SLEEP_QUALITY = ['Buena', 'Regular', 'Mala'] as const;

/** A calendar day, 'YYYY-MM-DD'. */
export const calendarDateSchema = z
  .string()
  .refine(isCalendarDate, { error: 'debe ser una fecha AAAA-MM-DD' });

/**
 * One day of the 5-day observation log (the screen the spec leaves as /onboarding/registro):
 * `fecha` is the calendar day it describes, in the person's time zone; a log has one entry per day.
 */
export const observationDaySchema = z.strictObject({
  fecha: calendarDateSchema,
  comidas: boundedText(TEXT_LIMITS.long).trim().min(1),
  horasSueno: z.number().min(0).max(24),
  calidadSueno: z.enum(SLEEP_QUALITY),
  /** Bristol stool scale: 1 hard, 4 ideal, 7 liquid. */
  bristol: z.number().int().min(1).max(7),
  energia: z.number().int().min(1).max(10),
  notas: boundedText(TEXT_LIMITS.long).optional(),
});
export type ObservationDay = z.infer<typeof observationDaySchema>;

const daysSchema = z
  .array(observationDaySchema)
  .min(1)
  .max(OBSERVATION_LOG.days)
  .refine((days) => new Set(days.map((d) => d.fecha)).size === days.length, {
    error: 'cada fecha puede aparecer una sola vez',
  });

/**
 * POST /api/observation-log: days to add or correct (days not sent stay as stored). The time zone
 * says which calendar day it is for the person now (the server's clock, her zone).
 */
export const saveObservationLogRequestSchema = z.strictObject({
  userId: userIdSchema,
  zonaHoraria: z.string().max(64).refine(isTimeZone, { error: 'no es una zona horaria conocida' }),
  dias: daysSchema,
  /** Optional: a save sent again with the same key is applied once (send-key.ts). */
  claveEnvio: sendKeySchema.optional(),
});
export type SaveObservationLogRequest = z.infer<typeof saveObservationLogRequestSchema>;

/** GET /api/observation-log/{userId} and the answer of the save. */
export const observationLogSchema = z.object({
  userId: userIdSchema,
  /** Oldest first. */
  dias: z.array(observationDaySchema),
  /** True once a report was built from all five days: the log is then kept as it is. */
  cerrado: z.boolean(),
  /** When the person began (her trial start, ms): no day before it can be written. */
  inicio: z.number().int().nullable(),
});
export type ObservationLog = z.infer<typeof observationLogSchema>;

/**
 * POST /api/test/observation-log/days-pass (NODE_ENV=test only): as if `dias` days had passed for
 * one person, her trial start and every written day move that many days back.
 */
export const testDaysPassRequestSchema = z.strictObject({
  userId: userIdSchema,
  dias: z.number().int().min(1).max(30),
});
export type TestDaysPassRequest = z.infer<typeof testDaysPassRequestSchema>;
