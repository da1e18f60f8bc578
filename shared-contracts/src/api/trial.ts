import { z } from 'zod';
import { userIdSchema } from '../trial-status-schema.js';

/** A date (ms) PostgreSQL can store and the programme can have: from 2020 to 2100. */
export const programmeDateSchema = z
  .number()
  .int()
  .min(Date.UTC(2020, 0, 1), 'no es una fecha válida')
  .max(Date.UTC(2100, 0, 1), 'no es una fecha válida');

/** A trial start in ms: a date PostgreSQL can store and a trial can have, from 2020 to 2100. */
export const trialStartMsSchema = z
  .number()
  .int()
  .min(Date.UTC(2020, 0, 1), 'El inicio de la prueba no es una fecha válida.')
  .max(Date.UTC(2100, 0, 1), 'El inicio de la prueba no es una fecha válida.');

/** POST /api/trial-start: the trial welcome button claims its locally created id. */
export const trialStartRequestSchema = z.strictObject({ userId: userIdSchema });
export type TrialStartRequest = z.infer<typeof trialStartRequestSchema>;

/** trialStart in ms: set once by the first claim or intake save, never moved. */
export const trialStartResponseSchema = z.object({
  userId: userIdSchema,
  trialStart: trialStartMsSchema,
});
export type TrialStartResponse = z.infer<typeof trialStartResponseSchema>;

/** POST /api/test/trial-start (NODE_ENV=test only): moves a user's trial start. */
export const testTrialStartRequestSchema = z.strictObject({
  userId: userIdSchema,
  trialStart: trialStartMsSchema,
});
export type TestTrialStartRequest = z.infer<typeof testTrialStartRequestSchema>;
