/** The 7-day trial (§4): when the page turns read-only, when the data is archived, banner days. */
export const TRIAL = {
  days: 7,
  readOnlyAtDaysRemaining: 0,
  archiveAfterDaysSinceStart: 11,
  bannerDays: { day5: 2, day6: 1, day7: 0 },
} as const;
