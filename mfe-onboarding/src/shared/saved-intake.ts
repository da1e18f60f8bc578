import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ApiError,
  STORAGE_KEYS,
  call,
  intakeRead,
  queryKeyFor,
  storedUserId,
  type IntakeSummary,
} from '@tm/shared-contracts';
import { flag } from './onboarding-storage.js';

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
 * The saved intake, from the API, of a person this device knows has one (a newcomer's fresh trial
 * id has nothing to ask for): `saved` is null when the API has none and undefined while unknown
 * (loading, or the API failed: then the stored flags decide). The person is the one stored when
 * the screen opened (a save that adopts a new id changes nothing).
 */
export function useSavedIntake(enabled = true) {
  const [userId] = useState(() => (flag.get(STORAGE_KEYS.intakeDone) ? storedUserId() : null));
  const asked = enabled && userId !== null;
  const query = useQuery({ ...savedIntakeQuery(userId ?? ''), enabled: asked });
  return { saved: query.data, loading: asked && query.isPending };
}
