import { flushOfflineQueue } from '@tm/shared-contracts';

/** Sends what an earlier visit left waiting offline, now and whenever the connection returns. */
export function sendWaitingEntries(): void {
  const send = () => void flushOfflineQueue().catch(() => undefined);
  send();
  window.addEventListener('online', send);
}
