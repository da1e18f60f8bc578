import { STORAGE_KEYS } from '../storage-keys.js';
import { computeTrialStatus } from '../trial-status.js';
import type { TrialStatus } from '../trial-status-schema.js';

/** Where a resolved status came from: the API, the stored trial start, or nothing at all. */
export type TrialSource = 'server' | 'stored' | 'none';
export type ResolvedTrial = TrialStatus & { source: TrialSource };

/** What this device remembers about the trial (§3): tm_trial_start and tm_subscribed_at. */
export interface StoredTrial {
  trialStart: string | null;
  subscribed: boolean;
}

export const storedTrial = (storage: Pick<Storage, 'getItem'> = window.localStorage) => ({
  trialStart: storage.getItem(STORAGE_KEYS.trialStart),
  subscribed: Boolean(storage.getItem(STORAGE_KEYS.subscribedAt)),
});

/**
 * The one browser rule for "what is my trial now": the server's answer when there is one;
 * otherwise the same pure rule as the API on the stored trial start (a missing or non-positive
 * start counts as day 0), with a stored subscription counting as active (§6).
 */
export function resolveTrial(
  server: TrialStatus | null | undefined,
  stored: StoredTrial,
  now: number,
): ResolvedTrial {
  if (server) return { ...server, source: 'server' };
  const start = Number(stored.trialStart);
  const started = Boolean(stored.trialStart) && Number.isFinite(start) && start > 0;
  const status = computeTrialStatus({
    trialStart: started ? start : null,
    subscriptionStatus: stored.subscribed ? 'active' : 'unknown',
    now,
  });
  return { ...status, source: started ? 'stored' : 'none' };
}
