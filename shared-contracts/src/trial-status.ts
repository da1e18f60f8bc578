import { DAY_MS, TRIAL } from './constants.js';
import type { SubscriptionStatus, TrialStatus } from './trial-status-schema.js';

export interface TrialStatusInput {
  /** Trial start in ms, or null when the trial has not started yet. */
  trialStart: number | null;
  subscriptionStatus: SubscriptionStatus;
  now: number;
  /**
   * End of a paid period in ms: a cancelled subscription keeps access until then (§2, cancellation
   * keeps access to the end of the paid period). Ignored while active or trialing.
   */
  paidUntil?: number | null;
}

/**
 * The one trial-status rule of §4/§6/§9, used by the API and, as a fallback, by
 * the browser's resolveTrial.
 * daysRemaining is not clamped: the day-8 banner needs values below 0.
 * - active: full access, never expired.
 * - trialing: a subscription whose provider trial has not ended yet (card on file).
 * - day 7 (0 remaining): read-only but still has access (the day-7 modal needs hasAccess).
 * - below 0: no access; 11+ days since start: archived.
 * - a cancelled subscription counts as paid until `paidUntil` (isActive stays false).
 */
export function computeTrialStatus({
  trialStart,
  subscriptionStatus,
  now,
  paidUntil = null,
}: TrialStatusInput): TrialStatus {
  const started = trialStart !== null && Number.isFinite(trialStart) && trialStart > 0;
  const daysSinceStart = started ? Math.max(0, Math.floor((now - trialStart) / DAY_MS)) : 0;
  const daysRemaining = TRIAL.days - daysSinceStart;
  const isActive = subscriptionStatus === 'active';
  const isTrialing = subscriptionStatus === 'trialing';
  const paidPeriodLeft = paidUntil !== null && Number.isFinite(paidUntil) && now < paidUntil;
  const paidOrTrialing = isActive || isTrialing || paidPeriodLeft;
  const trialExpired = !paidOrTrialing && daysRemaining <= TRIAL.readOnlyAtDaysRemaining;
  const hasAccess = paidOrTrialing || daysRemaining >= TRIAL.readOnlyAtDaysRemaining;
  return {
    subscriptionStatus,
    daysSinceStart,
    daysRemaining,
    isActive,
    isTrialing,
    trialExpired,
    hasAccess,
    isReadOnly: !paidOrTrialing && daysRemaining <= TRIAL.readOnlyAtDaysRemaining,
    isArchived: !paidOrTrialing && daysSinceStart >= TRIAL.archiveAfterDaysSinceStart,
  };
}

/** Trial ids created in the browser: trial_<timestamp>_<6 random chars> (§3). */
export const TRIAL_ID_PATTERN = /^trial_\d{10,16}_[a-z0-9]{6}$/;
export function createTrialId(now: number, random: () => number = Math.random): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  let suffix = '';
  for (let i = 0; i < 6; i += 1) suffix += alphabet[Math.floor(random() * alphabet.length)];
  return `trial_${now}_${suffix}`;
}
