/** Business constants and timings of spec §9. */
export const DAY_MS = 24 * 60 * 60 * 1000;

export const TRIAL = {
  days: 7,
  readOnlyAtDaysRemaining: 0,
  archiveAfterDaysSinceStart: 11,
  bannerDays: { day5: 2, day6: 1, day7: 0 },
} as const;

export const PRICE = {
  amountUsd: 5,
  amountCents: 500,
  currency: 'usd',
  interval: 'month',
} as const;

export const TIMINGS = {
  preRegistroContinueMs: 800,
  scrollToSubscriptionMs: 100,
  mobileTooltipMs: 2000,
  tooltipOpenDelayMs: 700,
  tooltipSkipDelayMs: 300,
  trialStatusRefetchMs: 60_000,
  toastDurationMs: 5000,
  toastRemoveDelayMs: 1_000_000,
  registroRefreshMs: 1500,
  motivationRotateMs: 30_000,
  motivationFadeMs: 1500,
  reportToastMs: 25_000,
  reportRedirectMs: 1000,
  reportFadeInMs: 200,
} as const;

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

export const UI = {
  mobileMenuBreakpointPx: 768,
  badgeWarningDays: 2,
  toastLimit: 1,
  toastSwipeThresholdPx: 50,
  toastSwipeDirection: 'right',
  toastHotkey: 'F8',
} as const;

export const LEGAL = { disclaimerDate: 'octubre de 2025', copyrightYear: 2025 } as const;

/** Refund policy of §9, said the same way on /reembolsos and in the checkout. */
export const REFUND_POLICY = {
  guaranteeDays: 7,
  processingBusinessDays: '2 a 3',
  bankBusinessDays: '5 a 10',
  summary: [
    'Tienes 7 días de garantía de reembolso desde tu primera suscripción.',
    'Las renovaciones mensuales no se reembolsan.',
    'Procesamos cada solicitud en 2 a 3 días hábiles; tu banco puede tardar de 5 a 10 días hábiles en mostrar el dinero.',
    'Puedes cancelar cuando quieras: conservas el acceso hasta el final del periodo pagado.',
  ],
} as const;
