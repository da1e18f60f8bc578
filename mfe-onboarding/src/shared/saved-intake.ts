import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ApiError,
  call,
  intakeRead,
  queryKeyFor,
  storedUserId,
  type IntakeSummary,
} from '@tm/shared-contracts';

/** GET /api/intake-form/{userId}: her saved intake, or null before the first save. */
export const savedIntakeQuery = (userId: string) =>
  queryOptions({
    queryKey: queryKeyFor(intakeRead, { userId }),
    queryFn: async (): Promise<IntakeSummary | null> => {
      try {
        return await call(intakeRead, { params: { userId } });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

/**
 * The person's saved intake from the API (server first): `saved` is null when she has none and
 * undefined while unknown (loading, no id, or the API failed: then the stored flags decide). The
 * person is the one stored when the screen opened (a save that adopts a new id changes nothing).
 */
export function useSavedIntake(enabled = true) {
  const [userId] = useState(storedUserId);
  const query = useQuery({
    ...savedIntakeQuery(userId ?? ''),
    enabled: enabled && Boolean(userId),
  });
  return {
    saved: query.data,
    loading: enabled && Boolean(userId) && query.isPending,
  };
}
