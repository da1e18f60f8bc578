import { z } from 'zod';
import { userIdSchema } from '../trial-status-schema.js';

/** POST /api/generate-report: only Module 1 exists (spec §7). */
export const generateReportRequestSchema = z.strictObject({
  userId: userIdSchema,
  moduleNumber: z.literal(1),
});
export type GenerateReportRequest = z.infer<typeof generateReportRequestSchema>;

/** The answer is not read by the screens; it acknowledges the stored report. */
export const generateReportResponseSchema = z.object({
  userId: userIdSchema,
  moduleNumber: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type GenerateReportResponse = z.infer<typeof generateReportResponseSchema>;
