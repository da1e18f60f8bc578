import { z } from 'zod';
import { userIdSchema } from '../trial-status-schema.js';
import { MODULE_1_LESSON_IDS } from '../module-1.js';
import { boundedText } from './text.js';

/** GET /api/modules/check/{userId}: module numbers the user has unlocked. */
export const moduleCheckSchema = z.object({
  unlockedModules: z.array(z.number().int().positive()),
});
export type ModuleCheck = z.infer<typeof moduleCheckSchema>;

export const lessonIdSchema = z.enum(MODULE_1_LESSON_IDS, {
  error: 'no es una lección del Módulo 1',
});

/** GET /api/module-progress/{userId} and the answer of the POST: lessons ticked, in lesson order. */
export const moduleProgressSchema = z.object({
  completedLessons: z.array(lessonIdSchema),
});
export type ModuleProgress = z.infer<typeof moduleProgressSchema>;

/** POST /api/module-progress: ticks (`done: true`) or unticks one lesson's practical action. */
export const lessonProgressRequestSchema = z.strictObject({
  userId: userIdSchema,
  lessonId: lessonIdSchema,
  done: z.boolean(),
});
export type LessonProgressRequest = z.infer<typeof lessonProgressRequestSchema>;

/** POST /api/test/initial-report (NODE_ENV=test only): stores a minimal initial report. */
export const testInitialReportRequestSchema = z.strictObject({
  userId: userIdSchema,
  // Stored in the report: only text PostgreSQL can keep as sent.
  patron: boundedText(60).pipe(z.string().min(1)).optional(),
});
export type TestInitialReportRequest = z.infer<typeof testInitialReportRequestSchema>;
