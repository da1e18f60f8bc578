/** Interface thresholds of spec §9 (menu breakpoint, badge warning, toasts). */
export const UI = {
  mobileMenuBreakpointPx: 768,
  badgeWarningDays: 2,
  toastLimit: 1,
  toastSwipeThresholdPx: 50,
  toastSwipeDirection: 'right',
  toastHotkey: 'F8',
} as const;
