import { z } from 'zod';

/** notify-reactivation and notify-module1-completed: the screens do not read the answer. */
export const notificationResponseSchema = z.object({ queued: z.boolean() });
export type NotificationResponse = z.infer<typeof notificationResponseSchema>;
