import type { CurriculumModule } from './curriculum-schema.js';

/** What the person did in one module: ticked lesson ids and the latest answer per question. */
export interface ModuleWork {
  actionsDone: string[];
  answers: readonly (number | null)[];
}

/** Each check question answered with its right option. */
export const checkPassed = (module: CurriculumModule, answers: ModuleWork['answers']): boolean =>
  module.answers.every((right, question) => answers[question] === right);

/** Done means every lesson's action ticked and the check passed: nothing less. */
export const moduleDone = (module: CurriculumModule, work: ModuleWork): boolean =>
  module.lessons.every((lesson) => work.actionsDone.includes(lesson.id)) &&
  checkPassed(module, work.answers);

/**
 * The module to continue with ("Finalizar" on the report, the list's button): the first open
 * module not yet done, else the last one that is open or done, else Module 1.
 */
export function currentModule(modules: readonly { number: number; state: string }[]): number {
  const open = modules.find((module) => module.state === 'open');
  if (open) return open.number;
  const reached = modules.filter((module) => module.state !== 'locked');
  return reached.at(-1)?.number ?? 1;
}
