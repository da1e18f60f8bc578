import { localDaysRemaining, UI } from '@tm/shared-contracts';
import type { ShellTrialStatus } from '../../shared/trial-status-query.js';

export interface BadgeState {
  days: number;
  tone: 'warning' | 'calm';
}

/**
 * §4: the server answer decides first (hidden when active, or expired without access); without
 * one, the stored trial start decides (hidden at 0 or when it is not a positive number).
 */
export function badgeState(
  server: ShellTrialStatus | undefined,
  storedTrialStart: string | null,
  now: number,
): BadgeState | null {
  let days: number | null;
  if (server) {
    if (server.isActive || (server.trialExpired && !server.hasAccess)) return null;
    days = Math.max(0, server.daysRemaining);
  } else {
    days = localDaysRemaining(storedTrialStart, now);
    if (!days) return null;
  }
  return { days, tone: days <= UI.badgeWarningDays ? 'warning' : 'calm' };
}

export const badgeText = (days: number): string =>
  `Te quedan ${days} ${days === 1 ? 'día' : 'días'}`;
