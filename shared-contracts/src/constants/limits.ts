/** Counts and ranges of spec §9 (ages, questions, days). */
export const LIMITS = {
  preRegistroAge: { min: 16, max: 99 },
  diagnosisQuestions: 3,
  diagnosisOptions: 4,
  recommendationsPerPattern: 5,
  inflammatoryEliminationDays: 21,
  energy: { min: 1, max: 10, default: 5 },
  observationDays: 5,
  motivationalMessages: 10,
  chatTextAreaRows: 4,
  chatPeriodDays: 7,
} as const;
