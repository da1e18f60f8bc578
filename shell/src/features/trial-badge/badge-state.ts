import { type ResolvedTrial, UI } from '@tm/shared-contracts';

export interface BadgeState {
  days: number;
  tone: 'warning' | 'calm';
}

/**
 * §4: the server answer decides first (hidden when active, or expired without access); without
 * one, the stored trial start alone decides (hidden at 0, or when there is no positive start).
 */
export function badgeState(trial: ResolvedTrial): BadgeState | null {
  if (trial.source === 'none') return null;
  if (trial.source === 'server' && (trial.isActive || (trial.trialExpired && !trial.hasAccess)))
    return null;
  // The resolver's days are never above 7; the badge never shows fewer than 0.
  const days = Math.max(0, trial.daysRemaining);
  if (trial.source === 'stored' && !days) return null;
  return { days, tone: days <= UI.badgeWarningDays ? 'warning' : 'calm' };
}

export const badgeText = (days: number): string =>
  `Te quedan ${days} ${days === 1 ? 'día' : 'días'}`;
