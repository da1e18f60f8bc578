import { queryOptions, useQuery } from '@tanstack/react-query';
import { resolveTrial, STORAGE_KEYS, TIMINGS, trialStatusQuery } from '@tm/shared-contracts';
import { useNow } from './use-now.js';
import { useStoredItem } from './use-stored-item.js';

/** The shared trial-status query, refreshed every 60 s while the header is shown (§4). */
export const headerTrialStatusQuery = (userId: string) =>
  queryOptions({ ...trialStatusQuery(userId), refetchInterval: TIMINGS.trialStatusRefetchMs });

/**
 * The person's trial as the header sees it: started once a user id and the intake exist (§4),
 * resolved from the server's status (one shared query) or the stored fallbacks.
 */
export function useTrialUser() {
  const userId = useStoredItem(STORAGE_KEYS.userId);
  const intakeDone = useStoredItem(STORAGE_KEYS.intakeDone);
  const storedTrialStart = useStoredItem(STORAGE_KEYS.trialStart);
  const subscribed = Boolean(useStoredItem(STORAGE_KEYS.subscribedAt));
  const started = Boolean(userId) && Boolean(intakeDone) && intakeDone !== 'false';
  const { data: server } = useQuery({ ...headerTrialStatusQuery(userId ?? ''), enabled: started });
  const now = useNow(TIMINGS.trialStatusRefetchMs);
  const trial = resolveTrial(server, { trialStart: storedTrialStart, subscribed }, now);
  return { started, trial, subscribed };
}
