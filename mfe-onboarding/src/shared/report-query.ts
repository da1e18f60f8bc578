import { queryOptions } from '@tanstack/react-query';
import { ApiError, call, queryKeyFor, reportRead, type StoredReport } from '@tm/shared-contracts';

/** GET /api/reports/{userId}: the stored personalised report, or null before the first one. */
export const reportQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeyFor(reportRead, { userId }),
    queryFn: async (): Promise<StoredReport | null> => {
      try {
        return await call(reportRead, { params: { userId } });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
