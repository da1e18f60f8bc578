import type { OfflineBody, OfflineKind, PendingEntry } from './offline-queue.js';
import { enqueueOffline, newSendKey } from './offline-queue.js';

/** Sent now (the API's answer), or kept on this device until the connection returns. */
export type SentOrKept<K extends OfflineKind, R> = { sent: R } | { kept: PendingEntry<K> };

/**
 * One entry a person writes (a reading, a log day): sent now with a fresh key; with no connection
 * (the browser says so, or the request got no answer at all) kept in the offline queue under that
 * same key, so an answer lost after the API stored it cannot store it twice. `queued` is the body
 * the queue keeps (dated on this device: it may leave hours later). The API's own refusal is
 * thrown as it came, for the screen to show.
 */
export async function sendOrQueue<K extends OfflineKind, R>(
  kind: K,
  userId: string,
  queued: OfflineBody<K>,
  send: (claveEnvio: string) => Promise<R>,
): Promise<SentOrKept<K, R>> {
  const claveEnvio = newSendKey();
  const keep = async () => ({ kept: await enqueueOffline(kind, userId, queued, claveEnvio) });
  if (!navigator.onLine) return keep();
  try {
    return { sent: await send(claveEnvio) };
  } catch (error) {
    // A failed fetch (no network, the connection dropped) is a TypeError; ApiError is not.
    if (error instanceof TypeError) return keep();
    throw error;
  }
}
