import { STORAGE_KEYS } from '../storage-keys.js';
import { createTrialId } from '../trial-status.js';

// Who this browser's person is, as stored on the device (§3): read the same way by the shell and
// every remote. The storage is read on call, never at import (the API imports this package too).

/** tm_user_id, or null when missing or empty. */
export const storedUserId = (): string | null =>
  window.localStorage.getItem(STORAGE_KEYS.userId) || null;

/** A stored subscription timestamp counts as an active subscriber (§6). */
export const hasStoredSubscription = (): boolean =>
  Boolean(window.localStorage.getItem(STORAGE_KEYS.subscribedAt));

/** The stored user id, or a new local trial id (§4: trial welcome button, first intake submit). */
export function ensureUserId(now: number = Date.now()): string {
  const existing = storedUserId();
  if (existing) return existing;
  const id = createTrialId(now);
  window.localStorage.setItem(STORAGE_KEYS.userId, id);
  return id;
}

/** What the API answered about the trial: its user id and the trial start it keeps (ms). */
export function adoptServerTrial({ userId, trialStart }: { userId: string; trialStart: number }) {
  window.localStorage.setItem(STORAGE_KEYS.userId, userId);
  // The server's start, never this device's clock: the badge fallback must agree with the API.
  window.localStorage.setItem(STORAGE_KEYS.trialStart, String(trialStart));
}
