import { TRIAL, type TrialStatus } from '@tm/shared-contracts';

export type TrialOverlayStatus = Pick<
  TrialStatus,
  'daysRemaining' | 'isActive' | 'isTrialing' | 'hasAccess'
>;

export interface TrialOverlays {
  day5Banner: boolean;
  day6Modal: boolean;
  day7Modal: boolean;
  day7Banner: boolean;
  day8Banner: boolean;
}

/**
 * Which trial overlays apply on a day (§4 timeline), before the once-per-session and dismissal
 * rules. A trialing subscription (card on file) counts as subscribed: no upgrade prompts.
 */
export function trialOverlays(status: TrialOverlayStatus): TrialOverlays {
  const prompt = !status.isActive && !status.isTrialing;
  const { daysRemaining: days, hasAccess } = status;
  const { day5, day6, day7 } = TRIAL.bannerDays;
  return {
    day5Banner: prompt && days === day5,
    day6Modal: prompt && hasAccess && days === day6,
    day7Modal: prompt && hasAccess && days === day7,
    day7Banner: prompt && days === day7,
    day8Banner: prompt && days < day7,
  };
}
