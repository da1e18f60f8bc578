import { z } from 'zod';
import { subscriptionStatusSchema, userIdSchema } from '../trial-status-schema.js';
import { boundedText, TEXT_LIMITS } from './text.js';

/** Provider ids (cus_…, pm_…): letters, digits and underscores. */
const providerId = boundedText(TEXT_LIMITS.short).regex(/^[A-Za-z0-9_]+$/);

/** POST /api/create-subscription takes no payload; an empty object is accepted. */
export const createSubscriptionRequestSchema = z.strictObject({}).optional();
export const createSubscriptionResponseSchema = z.object({
  clientSecret: z.string().min(1),
  customerId: z.string().min(1),
});
export type CreateSubscriptionResponse = z.infer<typeof createSubscriptionResponseSchema>;

/** POST /api/create-subscription-with-payment */
export const subscriptionWithPaymentRequestSchema = z.strictObject({
  customerId: providerId,
  paymentMethodId: providerId,
});
export type SubscriptionWithPaymentRequest = z.infer<typeof subscriptionWithPaymentRequestSchema>;
export const subscriptionWithPaymentResponseSchema = z.object({
  userId: userIdSchema,
  email: z.email(),
});
export type SubscriptionWithPaymentResponse = z.infer<typeof subscriptionWithPaymentResponseSchema>;

/** POST /api/create-portal-session: the browser is redirected to `url`. */
export const portalSessionRequestSchema = z.strictObject({
  userId: userIdSchema,
  currentStatus: subscriptionStatusSchema,
});
export type PortalSessionRequest = z.infer<typeof portalSessionRequestSchema>;
export const portalSessionResponseSchema = z.object({ url: z.url() });
export type PortalSessionResponse = z.infer<typeof portalSessionResponseSchema>;
