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
