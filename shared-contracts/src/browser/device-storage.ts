// What this device keeps about the person: reading stored JSON, and writing or forgetting the
// keys of STORAGE_KEYS when she subscribes, signs in or erases her account.
import type { RestoreState } from '../api/sign-in.js';
import { SESSION_KEYS } from '../session-keys.js';
import { STORAGE_KEYS } from '../storage-keys.js';

/** Reads and parses stored JSON; corrupt data is logged and ignored (§3). */
export function readStoredJson<T>(storage: Pick<Storage, 'getItem'>, key: string): T | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch (error) {
    console.warn(`Dato guardado corrupto en ${key}; se ignora.`, error);
    return null;
  }
}

/**
 * After the account is erased nothing about the person stays on this device: every key above
 * except the language choice, which is not about their health.
 */
export function forgetPersonOnDevice(
  local: Pick<Storage, 'removeItem'>,
  session: Pick<Storage, 'removeItem'>,
): void {
  for (const key of Object.values(STORAGE_KEYS))
    if (key !== STORAGE_KEYS.language) local.removeItem(key);
  for (const key of Object.values(SESSION_KEYS)) session.removeItem(key);
}

/** §4 after a successful subscription: who subscribed, when, and the one-time welcome flag. */
export function markSubscribed(
  local: Pick<Storage, 'setItem'>,
  { userId, email }: { userId: string; email: string },
  now: number,
): void {
  local.setItem(STORAGE_KEYS.userId, userId);
  local.setItem(STORAGE_KEYS.userEmail, email);
  local.setItem(STORAGE_KEYS.subscribedAt, String(now));
  local.setItem(STORAGE_KEYS.justSubscribed, 'true');
}

/**
 * Signing in on a device: whoever this browser held before is forgotten first (never two people
 * mixed on one device), then the keys a returning person has are written from the server's state.
 */
export function restorePersonOnDevice(
  local: Pick<Storage, 'setItem' | 'removeItem'>,
  session: Pick<Storage, 'removeItem'>,
  person: RestoreState,
): void {
  forgetPersonOnDevice(local, session);
  local.setItem(STORAGE_KEYS.userId, person.userId);
  if (person.email) local.setItem(STORAGE_KEYS.userEmail, person.email);
  if (person.trialStart !== null) local.setItem(STORAGE_KEYS.trialStart, String(person.trialStart));
  if (person.intakeDone) local.setItem(STORAGE_KEYS.intakeDone, 'true');
  if (person.reportReady) local.setItem(STORAGE_KEYS.informeReady, 'true');
  if (person.subscribedAt !== null)
    local.setItem(STORAGE_KEYS.subscribedAt, String(person.subscribedAt));
}
