import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiJson, storedReportSchema, type StoredReport } from '@tm/shared-contracts';

/** GET /api/reports/{userId}: the stored personalised report, or null before the first one. */
export const reportQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['onboarding', 'report', userId],
    queryFn: async (): Promise<StoredReport | null> => {
      try {
        return storedReportSchema.parse(
          await apiJson('GET', `/api/reports/${encodeURIComponent(userId)}`),
        );
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
