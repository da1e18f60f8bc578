import { z } from 'zod';

/**
 * Conditions a lesson may need a person-specific caution for (lesson front matter `cautions`);
 * the server derives the person's own from her intake (clinical/cautions.ts).
 */
export const CAUTION_FLAGS = [
  'insulin',
  'sulfonylurea',
  'sglt2',
  'pregnancy',
  'kidney',
  'eating_disorder',
] as const;
export const cautionFlagSchema = z.enum(CAUTION_FLAGS);
export type CautionFlag = z.infer<typeof cautionFlagSchema>;

/** Lesson ids are stable across edits of the text: `leccion-<order>`. */
export const programmeLessonIdSchema = z.string().regex(/^leccion-\d{1,2}$/);

/**
 * The grading manifest of Modules 2–13, generated from the Markdown (scripts/curriculum.mjs)
 * into curriculum.generated.ts: what the API grades and the list shows, no lesson text.
 */
export const curriculumModuleSchema = z.object({
  number: z.number().int().min(2),
  title: z.string().min(1),
  pillar: z.enum(['nutricion', 'movimiento', 'estres']),
  summary: z.string().min(1),
  reflection: z.string().min(1),
  lessons: z
    .array(
      z.object({
        id: programmeLessonIdSchema,
        order: z.number().int().positive(),
        title: z.string().min(1),
        minutes: z.number().int().positive(),
        action: z.string().min(1),
        cautions: z.array(cautionFlagSchema),
      }),
    )
    .min(1),
  /** The right option (0-based) of each check question. */
  answers: z.array(z.number().int().min(0)).length(3),
  /** How many options each check question has (answers outside are refused). */
  optionCounts: z.array(z.number().int().min(2)).length(3),
});
export type CurriculumModule = z.infer<typeof curriculumModuleSchema>;
export const curriculumSchema = z.array(curriculumModuleSchema);
export type Curriculum = z.infer<typeof curriculumSchema>;

/**
 * One module's rendered content for the /modulo/:n screen (mfe-chat, generated): lesson HTML
 * rendered at build time from Markdown with every raw HTML tag escaped, the sources, and the
 * check's questions with the feedback of each option.
 */
export const moduleContentSchema = z.object({
  number: z.number().int().min(2),
  lessons: z.array(
    z.object({
      id: programmeLessonIdSchema,
      html: z.string().min(1),
      sources: z.array(z.string().min(1)).min(1),
    }),
  ),
  check: z
    .array(
      z.object({
        question: z.string().min(1),
        options: z.array(z.string().min(1)).min(2),
        feedback: z.array(z.string().min(1)).min(2),
      }),
    )
    .length(3),
});
export type ModuleContent = z.infer<typeof moduleContentSchema>;
