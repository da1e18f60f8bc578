import { z } from 'zod';
import { userIdSchema } from '../trial-status-schema.js';
import { boundedText, TEXT_LIMITS } from './text.js';

export const SLEEP_QUALITY = ['Buena', 'Regular', 'Mala'] as const;

/** One day of the 5-day observation log (the screen the spec leaves as /onboarding/registro). */
export const observationDaySchema = z.strictObject({
  dia: z.number().int().min(1).max(5),
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
  .max(5)
  .refine((days) => new Set(days.map((d) => d.dia)).size === days.length, {
    error: 'cada día puede aparecer una sola vez',
  });

/** POST /api/observation-log: the whole log as kept in the browser (replaces the stored one). */
export const saveObservationLogRequestSchema = z.strictObject({
  userId: userIdSchema,
  dias: daysSchema,
});
export type SaveObservationLogRequest = z.infer<typeof saveObservationLogRequestSchema>;

/** GET /api/observation-log/{userId} and the answer of the save. */
export const observationLogSchema = z.object({
  userId: userIdSchema,
  dias: z.array(observationDaySchema),
  /** True once a report was built from all five days: the log is then kept as it is. */
  cerrado: z.boolean(),
});
export type ObservationLog = z.infer<typeof observationLogSchema>;
