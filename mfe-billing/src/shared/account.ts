import { queryOptions } from '@tanstack/react-query';
import {
  apiJson,
  createTrialId,
  ENDPOINTS,
  endpointPath,
  STORAGE_KEYS,
  type BillingConfig,
  type TrialStatus,
  type UserRecord,
} from '@tm/shared-contracts';

export const storedUserId = (): string | null => window.localStorage.getItem(STORAGE_KEYS.userId);

/** GET /api/billing/config: sandbox or Stripe (and Stripe's publishable key). */
export const billingConfigQuery = queryOptions({
  queryKey: [ENDPOINTS.billingConfig.path],
  queryFn: () => apiJson<BillingConfig>('GET', ENDPOINTS.billingConfig.path),
});

/**
 * The whole trial status. Its own key under the badge's prefix: the shell caches only the badge's
 * fields under ['/api/trial-status', userId], and invalidating the prefix refreshes both.
 */
export const trialStatusQuery = (userId: string) =>
  queryOptions({
    queryKey: ['/api/trial-status', userId, 'cuenta'],
    queryFn: () => apiJson<TrialStatus>('GET', endpointPath(ENDPOINTS.trialStatus, { userId })),
  });

export const userRecordQuery = (userId: string) =>
  queryOptions({
    queryKey: ['/api/users/id', userId],
    queryFn: () => apiJson<UserRecord>('GET', endpointPath(ENDPOINTS.user, { userId })),
    staleTime: 0,
  });

/**
 * Billing acts for the browser's session. A locally created trial id is claimed first
 * (POST /api/trial-start answers at once when this browser already owns it); with no id at all,
 * a new trial id is created, as the trial welcome button does.
 */
export async function ensureSession(): Promise<string> {
  const userId = storedUserId() ?? createTrialId(Date.now());
  await apiJson('POST', ENDPOINTS.trialStart.path, { userId });
  window.localStorage.setItem(STORAGE_KEYS.userId, userId);
  return userId;
}
