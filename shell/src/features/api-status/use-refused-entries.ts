import { useCallback, useEffect, useState } from 'react';
import {
  dismissRefused,
  onOfflineQueueChange,
  refusedEntries,
  type RefusedEntry,
} from '@tm/shared-contracts';

/**
 * The person's offline entries the API refused for good, read again whenever the queue changes
 * (this page, another tab or the service worker sent it), and how to dismiss one.
 */
export function useRefusedEntries(userId: string) {
  const [entries, setEntries] = useState<RefusedEntry[]>([]);
  useEffect(() => {
    let current = true;
    const read = () =>
      refusedEntries(userId).then(
        (found) => current && setEntries(found),
        () => undefined, // No IndexedDB here: nothing was queued either.
      );
    void read();
    const stop = onOfflineQueueChange(() => void read());
    return () => {
      current = false;
      stop();
    };
  }, [userId]);
  const dismiss = useCallback(async (key: string) => {
    await dismissRefused(key);
    setEntries((list) => list.filter((entry) => entry.key !== key));
  }, []);
  return { entries, dismiss };
}
