import { z } from 'zod';
import { subscriptionStatusSchema, userIdSchema } from '../trial-status-schema.js';

/** Path parameters of every `/{userId}` route. */
export const userParamsSchema = z.strictObject({ userId: userIdSchema });
export type UserParams = z.infer<typeof userParamsSchema>;

/** Body of the routes whose only payload is the user id. */
export const userBodySchema = z.strictObject({ userId: userIdSchema });
export type UserBody = z.infer<typeof userBodySchema>;

/** GET /api/users/id/{userId} */
export const userRecordSchema = z.object({
  subscriptionStatus: subscriptionStatusSchema,
  /** First subscription, in ms; null before it. */
  subscribedAt: z.number().int().nullable().optional(),
  /** End of the paid (or provider trial) period in ms: a cancelled subscription keeps access until then. */
  currentPeriodEnd: z.number().int().nullable().optional(),
  /** When the cancellation was asked for, in ms; null while subscribed. */
  canceledAt: z.number().int().nullable().optional(),
  /** Whether the "a new module opened" e-mails are on (the /perfil switch). */
  programmeEmails: z.boolean().optional(),
});
export type UserRecord = z.infer<typeof userRecordSchema>;

/**
 * GET /api/me/profile: who the account is and where its plan stands, for /perfil. Dates in ms.
 * `nextChargeAt` is set while a subscription runs (its first charge when the 7-day trial ends);
 * `accessUntil` while a cancelled one still gives access.
 */
export const profileSchema = z.object({
  name: z.string().nullable(),
  email: z.string().nullable(),
  /** End of the 7-day free trial (past or to come); null before it started. */
  trialEndsAt: z.number().int().nullable(),
  subscriptionStatus: subscriptionStatusSchema,
  nextChargeAt: z.number().int().nullable(),
  accessUntil: z.number().int().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;
