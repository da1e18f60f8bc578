import { queryOptions } from '@tanstack/react-query';
import { getQueryFn, TIMINGS, trialStatusSchema } from '@tm/shared-contracts';

/** The fields the badge reads; unknown fields are dropped, a malformed answer is an error. */
const badgeTrialStatusSchema = trialStatusSchema.pick({
  daysRemaining: true,
  isActive: true,
  trialExpired: true,
  hasAccess: true,
});
export type BadgeTrialStatus = ReturnType<typeof badgeTrialStatusSchema.parse>;

const getTrialStatus = getQueryFn<unknown>({ on401: 'throw' });

/** GET /api/trial-status/{userId}, refreshed every 60 s while the header is shown (§4). */
export const trialStatusQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['/api/trial-status', userId],
    queryFn: async (context) => badgeTrialStatusSchema.parse(await getTrialStatus(context)),
    refetchInterval: TIMINGS.trialStatusRefetchMs,
  });
