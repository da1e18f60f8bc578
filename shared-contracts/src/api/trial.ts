import { z } from 'zod';
import { userIdSchema } from '../trial-status-schema.js';

/** POST /api/trial-start: the trial welcome button claims its locally created id. */
export const trialStartRequestSchema = z.strictObject({ userId: userIdSchema });
export type TrialStartRequest = z.infer<typeof trialStartRequestSchema>;

/** trialStart in ms: set once by the first claim or intake save, never moved. */
export const trialStartResponseSchema = z.object({
  userId: userIdSchema,
  trialStart: z.number().int().positive(),
});
export type TrialStartResponse = z.infer<typeof trialStartResponseSchema>;

/** POST /api/test/trial-start (NODE_ENV=test only): moves a user's trial start. */
export const testTrialStartRequestSchema = z.strictObject({
  userId: userIdSchema,
  trialStart: z.number().int().positive(),
});
export type TestTrialStartRequest = z.infer<typeof testTrialStartRequestSchema>;
