import { queryOptions } from '@tanstack/react-query';
import {
  apiJson,
  endpointPath,
  ENDPOINTS,
  localDaysRemaining,
  STORAGE_KEYS,
  type TrialStatus,
} from '@tm/shared-contracts';

export const storedUserId = (): string | null => window.localStorage.getItem(STORAGE_KEYS.userId);

export const storedFlag = (key: string): boolean => window.localStorage.getItem(key) === 'true';

/** The stored trial start (ms), or null when there is none or it is not a number. */
export function storedTrialStart(): number | null {
  const value = Number(window.localStorage.getItem(STORAGE_KEYS.trialStart));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** A stored subscription timestamp counts as an active subscriber (§6). */
export const hasStoredSubscription = (): boolean =>
  Boolean(window.localStorage.getItem(STORAGE_KEYS.subscribedAt));

/**
 * The whole trial status, under the badge's prefix so invalidating ['/api/trial-status', id]
 * refreshes every screen's copy.
 */
export const trialStatusQuery = (userId: string) =>
  queryOptions({
    queryKey: ['/api/trial-status', userId, 'programa'],
    queryFn: () => apiJson<TrialStatus>('GET', endpointPath(ENDPOINTS.trialStatus, { userId })),
  });

export type ChatAccessStatus = Pick<TrialStatus, 'isActive' | 'isTrialing' | 'daysRemaining'>;

/** Without a server answer: the stored subscription marker, else the stored trial start (§4). */
export function localAccessStatus(now: number): ChatAccessStatus {
  const subscribed = hasStoredSubscription();
  const remaining = localDaysRemaining(window.localStorage.getItem(STORAGE_KEYS.trialStart), now);
  return { isActive: subscribed, isTrialing: false, daysRemaining: remaining ?? 7 };
}
