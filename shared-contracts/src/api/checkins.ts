import { z } from 'zod';
import { userIdSchema } from '../trial-status-schema.js';
import { boundedText, TEXT_LIMITS } from './text.js';

/** Triage's alert for a red-flag message: shown above the chat, its numbers as call links. */
export const checkinAlertSchema = z.object({
  tier: z.enum(['emergency', 'same_day', 'review_soon']),
  text: z.string(),
  calls: z.array(z.object({ label: z.string(), number: z.string() })),
});
export type CheckinAlert = z.infer<typeof checkinAlertSchema>;

/** One weekly check-in (spec §3); systemsDetected holds words such as digestión, sueño, azúcar. */
export const weeklyCheckinSchema = z.object({
  id: z.number().int(),
  inputText: z.string(),
  responseText: z.string(),
  createdAt: z.iso.datetime(),
  systemsDetected: z.array(z.string()),
  emotionTags: z.array(z.string()),
  /** Present for red flags, which never use up the weekly allowance. */
  alert: checkinAlertSchema.nullable(),
});
export type WeeklyCheckin = z.infer<typeof weeklyCheckinSchema>;

/** GET /api/weekly-checkins/{userId}: the history, oldest first; may be empty. */
export const weeklyCheckinListSchema = z.array(weeklyCheckinSchema);

/** POST /api/weekly-checkin: the chat sends the message trimmed and non-empty (spec §5). */
export const weeklyCheckinRequestSchema = z.strictObject({
  userId: userIdSchema,
  message: boundedText(TEXT_LIMITS.long).trim().min(1),
});
export type WeeklyCheckinRequest = z.infer<typeof weeklyCheckinRequestSchema>;

export const weeklyCheckinResponseSchema = weeklyCheckinSchema;
