import { trialStatusRoute } from '../api/endpoint-routes.js';
import { queryKeyFor } from '../request/query-keys.js';

/**
 * GET /api/trial-status/{userId} for every bundle: one key, one parsed answer. The contract (and
 * zod) loads with the first request, so the shell's header can hold this query on a first page.
 * Checkout invalidates `queryKeyFor(trialStatusRoute)`, which refreshes every screen's copy.
 */
export const trialStatusQuery = (userId: string) => ({
  queryKey: queryKeyFor(trialStatusRoute, { userId }),
  queryFn: async () => {
    const [{ call }, { trialStatus }] = await Promise.all([
      import('../request/call.js'),
      import('../api/endpoints.js'),
    ]);
    return call(trialStatus, { params: { userId } });
  },
});
