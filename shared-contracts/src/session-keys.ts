/** Session storage keys of the trial's prompts (§4): what was dismissed or seen this session. */
export const SESSION_KEYS = {
  day5Dismissed: 'tm_day5_dismissed',
  day6ModalSeen: 'tm_day6_modal_seen',
  day7ModalSeen: 'tm_day7_modal_seen',
  day7BannerDismissed: 'tm_day7_banner_dismissed',
  // Not in §3: set by this tab right after it erased the account, so /cuenta-borrada confirms it
  // to that person only (issue 17).
  accountErased: 'tm_cuenta_borrada',
} as const;
