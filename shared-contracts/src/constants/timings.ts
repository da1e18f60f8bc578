/** Delays and durations of spec §9, in milliseconds. */
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
