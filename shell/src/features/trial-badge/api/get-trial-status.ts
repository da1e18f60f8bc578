import { queryOptions } from '@tanstack/react-query';
import { getQueryFn, TIMINGS, type TrialStatus } from '@tm/shared-contracts';

export type BadgeTrialStatus = Pick<
  TrialStatus,
  'daysRemaining' | 'isActive' | 'trialExpired' | 'hasAccess'
>;

/** The fields the badge reads; unknown fields are dropped, a malformed answer is an error. */
async function parseBadgeTrialStatus(body: unknown): Promise<BadgeTrialStatus> {
  // Loaded with the first status request (a returning trial user), not with every first page.
  const { trialStatusSchema } = await import('@tm/shared-contracts');
  return trialStatusSchema
    .pick({ daysRemaining: true, isActive: true, trialExpired: true, hasAccess: true })
    .parse(body);
}

const getTrialStatus = getQueryFn<unknown>({ on401: 'throw' });

/** GET /api/trial-status/{userId}, refreshed every 60 s while the header is shown (§4). */
export const trialStatusQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['/api/trial-status', userId],
    queryFn: async (context) => parseBadgeTrialStatus(await getTrialStatus(context)),
    refetchInterval: TIMINGS.trialStatusRefetchMs,
  });
