/**
 * Module 1's lessons, one a day for a week (the content lives in mfe-chat). The API keeps which
 * practical actions the person ticked, by these ids; order is the lessons' order.
 */
export const MODULE_1_LESSON_IDS = [
  'plato',
  'etiquetas',
  'caminar',
  'agua',
  'sueno',
  'respiracion',
  'repaso',
] as const;
export type Module1LessonId = (typeof MODULE_1_LESSON_IDS)[number];

/** Module 1's title in the programme list (/modulos); its lessons are in mfe-chat. */
export const MODULE_1_TITLE = 'Nutrición funcional para tu azúcar';

/**
 * Module 1 opens one lesson a day, as its page promises: lesson n on day n of the person's
 * programme (day 1 is `daysSinceStart` 0, as the trial counts it), all seven from day 7.
 */
export function module1LessonsOpen(daysSinceStart: number): number {
  const day = Math.floor(daysSinceStart) + 1;
  return Math.min(MODULE_1_LESSON_IDS.length, Math.max(1, Number.isFinite(day) ? day : 1));
}
