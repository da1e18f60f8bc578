import { queryOptions } from '@tanstack/react-query';
import { apiJson, trialStatusSchema } from '@tm/shared-contracts';

/** The full trial status for the report wrapper (own key: the header badge caches a subset). */
export const reportTrialStatusQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['onboarding', 'trial-status', userId],
    queryFn: async () =>
      trialStatusSchema.parse(
        await apiJson('GET', `/api/trial-status/${encodeURIComponent(userId)}`),
      ),
  });
