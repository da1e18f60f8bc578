import { z } from 'zod';

/** notify-reactivation and notify-module1-completed: the screens do not read the answer. */
export const notificationResponseSchema = z.object({ queued: z.boolean() });
export type NotificationResponse = z.infer<typeof notificationResponseSchema>;

export const EMAIL_TEMPLATES = [
  'subscription_confirmed',
  'trial_ending',
  'module1_completed',
  'reactivation',
  'payment_failed',
  'sign_in_link',
  'module_opened',
  'reminder',
] as const;
export const emailTemplateSchema = z.enum(EMAIL_TEMPLATES);
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;

/** GET /api/test/outbox/{userId} (NODE_ENV=test only): the e-mails queued for a user. */
export const outboxListSchema = z.array(
  z.object({
    template: emailTemplateSchema,
    toAddress: z.string(),
    subject: z.string(),
    status: z.enum(['pending', 'sent', 'logged', 'failed']),
    /** The plain-text body as sent, so an e2e test can follow a link it carries. */
    text: z.string(),
  }),
);
export type OutboxList = z.infer<typeof outboxListSchema>;
