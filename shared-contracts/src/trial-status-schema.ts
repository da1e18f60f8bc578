import { z } from 'zod';

// Kept apart from the pure rules in trial-status.ts so a page that only computes a trial status
// does not load zod.
export const subscriptionStatusSchema = z.enum([
  'active',
  'trialing',
  'past_due',
  'canceled',
  'cancelled',
  'unknown',
]);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

export const trialStatusSchema = z.object({
  subscriptionStatus: subscriptionStatusSchema,
  daysSinceStart: z.number().int(),
  daysRemaining: z.number().int(),
  isActive: z.boolean(),
  isTrialing: z.boolean(),
  trialExpired: z.boolean(),
  hasAccess: z.boolean(),
  isReadOnly: z.boolean(),
  isArchived: z.boolean(),
});
export type TrialStatus = z.infer<typeof trialStatusSchema>;

export const userIdSchema = z
  .string()
  .min(1, 'Falta el identificador de usuario.')
  .max(64, 'El identificador de usuario es demasiado largo.')
  .regex(/^[A-Za-z0-9_-]+$/, 'El identificador de usuario no es válido.');
