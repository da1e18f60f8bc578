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

/**
 * POST /api/complete-subscription-setup: after the bank's redirect (3-D Secure) Stripe returns to
 * /onboarding/bienvenida with `setup_intent`, which hands it to billing's /pago/confirmacion; the
 * subscription is then created from it.
 */
export const completeSetupRequestSchema = z.strictObject({ setupIntentId: providerId });
export type CompleteSetupRequest = z.infer<typeof completeSetupRequestSchema>;

/**
 * A portal opened on one task, as Stripe's `flow_data`: `payment_method_update` goes straight to
 * changing the card (then back to /perfil).
 */
export const portalFlowSchema = z.enum(['payment_method_update']);
export type PortalFlow = z.infer<typeof portalFlowSchema>;

/** POST /api/create-portal-session: the browser is redirected to `url`. */
export const portalSessionRequestSchema = z.strictObject({
  userId: userIdSchema,
  currentStatus: subscriptionStatusSchema,
  flow: portalFlowSchema.optional(),
});
export type PortalSessionRequest = z.infer<typeof portalSessionRequestSchema>;
export const portalSessionResponseSchema = z.object({ url: z.url() });
export type PortalSessionResponse = z.infer<typeof portalSessionResponseSchema>;

/** The card subscription charges go to, as the provider holds it. */
export const paymentCardSchema = z.object({
  /** Stripe's card brand: visa, mastercard, amex, … ('unknown' when the provider cannot tell). */
  brand: z.string().min(1),
  last4: z.string().regex(/^\d{4}$/),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int(),
});
export type PaymentCard = z.infer<typeof paymentCardSchema>;

/** GET /api/billing/card: the session's card on file; null before a card was saved. */
export const paymentCardResponseSchema = z.object({ card: paymentCardSchema.nullable() });
export type PaymentCardResponse = z.infer<typeof paymentCardResponseSchema>;

/** GET /api/billing/config: which provider takes the card, so the browser loads only what it needs. */
export const billingConfigSchema = z.object({
  provider: z.enum(['sandbox', 'stripe']),
  /** Stripe's publishable key ({key} of §2); null with the sandbox. */
  publishableKey: z.string().min(1).nullable(),
});
export type BillingConfig = z.infer<typeof billingConfigSchema>;

/**
 * Test cards of the local sandbox, the same numbers as Stripe's test mode:
 * 4242… succeeds, …0002 is declined, …3155 asks for an extra confirmation (like 3-D Secure).
 */
export const SANDBOX_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  needsConfirmation: '4000002500003155',
} as const;

const clientSecret = boundedText(TEXT_LIMITS.short).regex(/^[A-Za-z0-9_]+$/);

/** POST /api/sandbox/confirm-setup: the sandbox's card form, in place of Stripe's confirmSetup. */
export const sandboxConfirmSetupRequestSchema = z.strictObject({
  clientSecret,
  email: z.email().max(TEXT_LIMITS.short),
  /** Digits only, 12 to 19. */
  number: z.string().regex(/^\d{12,19}$/),
  /** MM/AA */
  expiry: z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/),
  cvc: z.string().regex(/^\d{3,4}$/),
});
export type SandboxConfirmSetupRequest = z.infer<typeof sandboxConfirmSetupRequestSchema>;

/** Like a SetupIntent after confirmation: succeeded with a payment method, or waiting for the bank. */
export const sandboxSetupResultSchema = z.object({
  status: z.enum(['succeeded', 'requires_action']),
  paymentMethodId: z.string().min(1).nullable(),
});
export type SandboxSetupResult = z.infer<typeof sandboxSetupResultSchema>;

/** POST /api/sandbox/confirm-setup-action: the extra confirmation step (approve or refuse). */
export const sandboxConfirmActionRequestSchema = z.strictObject({
  clientSecret,
  approve: z.boolean(),
});
export type SandboxConfirmActionRequest = z.infer<typeof sandboxConfirmActionRequestSchema>;

const portalSessionId = boundedText(TEXT_LIMITS.short).regex(/^bps_[A-Za-z0-9]+$/);
export const sandboxPortalParamsSchema = z.strictObject({ sessionId: portalSessionId });
export const sandboxPortalRequestSchema = z.strictObject({ sessionId: portalSessionId });
export type SandboxPortalRequest = z.infer<typeof sandboxPortalRequestSchema>;

/** What the sandbox's portal page shows, like Stripe's customer portal. */
export const sandboxPortalViewSchema = z.object({
  email: z.string().nullable(),
  /** Stripe's subscription status, or null when the customer has none. */
  status: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** End of the paid (or trial) period in ms. */
  currentPeriodEnd: z.number().int().nullable(),
  trialEnd: z.number().int().nullable(),
  cardLast4: z.string().nullable(),
  cardBrand: z.string().nullable(),
  amountUsd: z.number(),
  returnUrl: z.url(),
  /** The task the portal was opened for (Stripe's flow_data), or null for the whole portal. */
  flow: portalFlowSchema.nullable(),
});
export type SandboxPortalView = z.infer<typeof sandboxPortalViewSchema>;

/** POST /api/sandbox/portal/card-setup: a SetupIntent for the new card, confirmed by the card form. */
export const sandboxCardSetupSchema = z.object({ clientSecret: z.string().min(1) });
export type SandboxCardSetup = z.infer<typeof sandboxCardSetupSchema>;

/** POST /api/sandbox/portal/card: the confirmed card becomes the one charged from now on. */
export const sandboxPortalCardRequestSchema = z.strictObject({
  sessionId: portalSessionId,
  paymentMethodId: providerId,
});
export type SandboxPortalCardRequest = z.infer<typeof sandboxPortalCardRequestSchema>;

/** Test only: what the person's subscription became once its paid period ended now. */
export const testEndPeriodResponseSchema = z.object({ status: z.string() });
export type TestEndPeriodResponse = z.infer<typeof testEndPeriodResponseSchema>;
