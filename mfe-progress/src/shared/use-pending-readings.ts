import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { onOfflineQueueChange, type PendingEntry, pendingEntries } from '@tm/shared-contracts';
import { refreshReadings } from './readings-api.js';

/**
 * The person's readings kept on this device until sent (issue 21), read again whenever the queue
 * changes in any tab or in the service worker; the history is read again too, as the ones that
 * left are in it now.
 */
export function usePendingReadings(userId: string): PendingEntry<'lectura'>[] {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingEntry<'lectura'>[]>([]);
  useEffect(() => {
    let current = true;
    const read = () =>
      pendingEntries('lectura', userId).then(
        (entries) => current && setPending(entries),
        () => undefined,
      );
    void read();
    const stop = onOfflineQueueChange(() => {
      void read();
      void refreshReadings(queryClient, userId);
    });
    return () => {
      current = false;
      stop();
    };
  }, [userId, queryClient]);
  return pending;
}
