import { useQuery } from '@tanstack/react-query';
import { STORAGE_KEYS, TIMINGS } from '@tm/shared-contracts';
import { trialStatusQueryOptions } from './trial-status-query.js';
import { useNow } from './use-now.js';
import { useStoredItem } from './use-stored-item.js';

/**
 * The person's trial as the header sees it: started once a user id and the intake exist (§4),
 * the server's status (one shared query, refetched every 60 s) and the stored fallbacks.
 */
export function useTrialUser() {
  const userId = useStoredItem(STORAGE_KEYS.userId);
  const intakeDone = useStoredItem(STORAGE_KEYS.intakeDone);
  const storedTrialStart = useStoredItem(STORAGE_KEYS.trialStart);
  const subscribedAt = useStoredItem(STORAGE_KEYS.subscribedAt);
  const started = Boolean(userId) && Boolean(intakeDone) && intakeDone !== 'false';
  const { data: server } = useQuery({ ...trialStatusQueryOptions(userId ?? ''), enabled: started });
  const now = useNow(TIMINGS.trialStatusRefetchMs);
  return { started, server, storedTrialStart, subscribed: Boolean(subscribedAt), now };
}
