import { z } from 'zod';
import { userIdSchema } from '../trial-status-schema.js';
import { MODULE_1_LESSON_IDS } from '../module-1.js';
import { cautionFlagSchema, programmeLessonIdSchema } from '../programme/curriculum-schema.js';
import { curriculumModule, LAST_MODULE } from '../programme/schedule.js';
import { boundedText, TEXT_LIMITS } from './text.js';
import { programmeDateSchema } from './trial.js';

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

/** POST /api/test/module-1-opened (NODE_ENV=test only): the test clock of the programme. */
export const testModule1OpenedRequestSchema = z.strictObject({
  userId: userIdSchema,
  openedAt: programmeDateSchema,
});
export type TestModule1OpenedRequest = z.infer<typeof testModule1OpenedRequestSchema>;

/** POST /api/test/initial-report (NODE_ENV=test only): stores a minimal initial report. */
export const testInitialReportRequestSchema = z.strictObject({
  userId: userIdSchema,
  // Stored in the report: only text PostgreSQL can keep as sent.
  patron: boundedText(60).pipe(z.string().min(1)).optional(),
});
export type TestInitialReportRequest = z.infer<typeof testInitialReportRequestSchema>;

/** A module for the person: done, open (not done yet) or locked (opensAt says when, if known). */
export const moduleStateSchema = z.enum(['done', 'open', 'locked']);
export type ModuleState = z.infer<typeof moduleStateSchema>;

const opensAtSchema = z
  .number()
  .int()
  .nullable()
  .describe('When it opens (ms), from the recorded opening of Module 1; null before it opened');

/** GET /api/programme/{userId}: every module with its state and progress, and where to go on. */
export const programmeSchema = z.object({
  modules: z.array(
    z.object({
      number: z.number().int().positive(),
      title: z.string(),
      state: moduleStateSchema,
      opensAt: opensAtSchema,
      actionsDone: z.number().int().min(0),
      actionsTotal: z.number().int().positive(),
      /** Module 1 has no check: null. */
      checkPassed: z.boolean().nullable(),
    }),
  ),
  /** The module to continue with: the first open one not done, else the last reached. */
  current: z.number().int().positive(),
  /** Modules 2–13 open only with a subscription: a trial user sees dates that will not come. */
  needsSubscription: z.boolean(),
});
export type Programme = z.infer<typeof programmeSchema>;

const moduleNumberSchema = z.coerce
  .number()
  .int()
  .min(2)
  .max(LAST_MODULE)
  .describe('A module of the programme after Module 1 (2–13)');

export const moduleParamsSchema = z.strictObject({
  userId: userIdSchema,
  number: moduleNumberSchema,
});
export type ModuleParams = z.infer<typeof moduleParamsSchema>;

/** GET /api/programme/{userId}/modules/{number} and the answer of every programme write. */
export const moduleDetailSchema = z.object({
  number: z.number().int(),
  state: moduleStateSchema,
  opensAt: opensAtSchema,
  /** Lesson ids whose action is ticked, in lesson order. */
  actionsDone: z.array(programmeLessonIdSchema),
  /** One entry per check question: the latest answer and whether it is right (null: unanswered). */
  answers: z.array(
    z.object({ answer: z.number().int().nullable(), correct: z.boolean().nullable() }),
  ),
  reflection: z.string().nullable(),
});
export type ModuleDetail = z.infer<typeof moduleDetailSchema>;

/** Writes name a module that exists; the lesson or question must be one of that module's. */
const inModule = z.strictObject({ userId: userIdSchema, module: moduleNumberSchema });

export const moduleActionRequestSchema = inModule
  .extend({ lessonId: programmeLessonIdSchema, done: z.boolean() })
  .refine((body) => curriculumModule(body.module)?.lessons.some((l) => l.id === body.lessonId), {
    path: ['lessonId'],
    error: 'no es una lección de ese módulo',
  });
export type ModuleActionRequest = z.infer<typeof moduleActionRequestSchema>;

export const moduleAnswerRequestSchema = inModule
  .extend({ question: z.number().int().min(0).max(2), answer: z.number().int().min(0).max(9) })
  .refine(
    (body) => body.answer < (curriculumModule(body.module)?.optionCounts[body.question] ?? 0),
    { path: ['answer'], error: 'no es una de las opciones de esa pregunta' },
  );
export type ModuleAnswerRequest = z.infer<typeof moduleAnswerRequestSchema>;

export const moduleReflectionRequestSchema = inModule.extend({
  // Health text, stored encrypted; only text PostgreSQL can keep as sent.
  text: boundedText(TEXT_LIMITS.long),
});
export type ModuleReflectionRequest = z.infer<typeof moduleReflectionRequestSchema>;

/** GET /api/programme/{userId}/cautions: only the flags her intake reports, never its words. */
export const programmeCautionsSchema = z.object({ cautions: z.array(cautionFlagSchema) });
export type ProgrammeCautions = z.infer<typeof programmeCautionsSchema>;

/** POST /api/programme/emails: the /perfil switch for the "a new module opened" e-mails. */
export const programmeEmailsRequestSchema = z.strictObject({
  userId: userIdSchema,
  enabled: z.boolean(),
});
export type ProgrammeEmailsRequest = z.infer<typeof programmeEmailsRequestSchema>;
export const programmeEmailsSchema = z.object({ programmeEmails: z.boolean() });
export type ProgrammeEmails = z.infer<typeof programmeEmailsSchema>;
