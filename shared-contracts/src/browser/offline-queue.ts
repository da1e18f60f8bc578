// What a person writes while offline (issue 21): a Mi progreso reading, a day of the 5-day log,
// kept in IndexedDB until the API has it. One implementation for every bundle and the shell's
// service worker: remotes add entries and show them as pending, the shell and the service worker
// send them (on reconnect, on the next open, on Background Sync). Each entry carries its own key
// (`claveEnvio`): sent twice, it is stored once. One the API refuses for good is kept apart, with
// its reason, until the person has read it (the shell tells her).
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { z } from 'zod';
import { endpointPath } from '../api/endpoint.js';
import { observationLogSaveRoute, progressReadingSaveRoute } from '../api/endpoint-routes.js';
import type { observationLogSave, progressReadingSave } from '../api/endpoints.js';
import { resolveUrl } from '../request/resolve-url.js';

// Routes only (no schemas): the service worker sends the queue too, and loads no zod for it.
const OFFLINE_ROUTES = { lectura: progressReadingSaveRoute, dia: observationLogSaveRoute } as const;
interface OfflineBodies {
  lectura: z.input<typeof progressReadingSave.body>;
  dia: z.input<typeof observationLogSave.body>;
}
/** What can wait offline: a Mi progreso reading, a day of the 5-day log. */
export type OfflineKind = keyof typeof OFFLINE_ROUTES;
// Distributes over a union (each kind of reading keeps its own fields); the queue adds the key.
type WithoutKey<T> = T extends unknown ? Omit<T, 'claveEnvio'> : never;
/** What the queue keeps of an entry: its request body without the key, which it adds. */
export type OfflineBody<K extends OfflineKind> = WithoutKey<OfflineBodies[K]>;

export interface PendingEntry<K extends OfflineKind = OfflineKind> {
  /** The idempotency key, sent as `claveEnvio`. */
  key: string;
  kind: K;
  userId: string;
  body: OfflineBody<K>;
  /** When it was saved here (ms). */
  savedAt: number;
}

/** The tag of the Background Sync the service worker answers by sending the queue. */
export const OFFLINE_SYNC_TAG = 'tm-offline-queue';
/** Every context (tabs, bundles, the service worker) hears here that the queue changed. */
const CHANNEL = 'tm-offline-queue';

/** An entry the API refused for good, kept until the person has read why and dismissed it. */
export interface RefusedEntry<K extends OfflineKind = OfflineKind> extends PendingEntry<K> {
  /** The API's own message, in Spanish. */
  reason: string;
  /** When it was refused (ms). */
  refusedAt: number;
}

// A refused entry stays in the same store, marked by its reason: no new store, so no version
// change, which a tab still running the earlier code would block (it never closes for one).
type StoredEntry = PendingEntry | RefusedEntry;
const isRefused = (entry: StoredEntry): entry is RefusedEntry => 'reason' in entry;

interface QueueSchema extends DBSchema {
  pending: { key: string; value: StoredEntry; indexes: { byUser: string } };
}

let database: Promise<IDBPDatabase<QueueSchema>> | null = null;
const db = () =>
  (database ??= openDB<QueueSchema>('tm-offline', 1, {
    upgrade(store) {
      store.createObjectStore('pending', { keyPath: 'key' }).createIndex('byUser', 'userId');
    },
    // A later version opened elsewhere (a newer deploy): let it through, reopen when next needed.
    blocking() {
      void database?.then((open) => open.close());
      database = null;
    },
  }));

// Every browser the app supports has BroadcastChannel; a test page (jsdom) may not.
const hasChannel = () => typeof BroadcastChannel !== 'undefined';

function announce(): void {
  if (!hasChannel()) return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage('changed');
  channel.close();
}

/** Calls `onChange` whenever any context adds or sends an entry; returns the unsubscribe. */
export function onOfflineQueueChange(onChange: () => void): () => void {
  if (!hasChannel()) return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = onChange;
  return () => channel.close();
}

/** A fresh idempotency key (`claveEnvio`) for one entry. */
export const newSendKey = (): string => crypto.randomUUID();

// Strictly increasing in this page, so two entries saved in one millisecond keep their order.
let lastSavedAt = 0;

/**
 * Keeps the entry until it is sent. `key`: the one an online attempt already used (its answer may
 * have been lost after the API stored it), so the retry cannot store it twice.
 */
export async function enqueueOffline<K extends OfflineKind>(
  kind: K,
  userId: string,
  body: OfflineBody<K>,
  key: string = newSendKey(),
): Promise<PendingEntry<K>> {
  const entry: PendingEntry<K> = {
    key,
    kind,
    userId,
    body,
    savedAt: (lastSavedAt = Math.max(Date.now(), lastSavedAt + 1)),
  };
  await (await db()).put('pending', entry);
  announce();
  sendWhenOnline();
  return entry;
}

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/**
 * From a page: Background Sync where the browser has it (the worker sends the queue, this tab
 * open or not), and in any case this page sends it when the connection returns.
 */
function sendWhenOnline(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('online', () => void flushOfflineQueue().catch(() => undefined), {
    once: true,
  });
  void navigator.serviceWorker?.ready
    .then((registration) => (registration as SyncRegistration).sync?.register(OFFLINE_SYNC_TAG))
    .catch(() => undefined);
}

/** The person's entries of one kind still waiting, oldest first. */
export async function pendingEntries<K extends OfflineKind>(
  kind: K,
  userId: string,
): Promise<PendingEntry<K>[]> {
  const all = await (await db()).getAllFromIndex('pending', 'byUser', userId);
  const mine = all.filter((entry) => entry.kind === kind && !isRefused(entry));
  return (mine as PendingEntry<K>[]).sort((a, b) => a.savedAt - b.savedAt);
}

/** The person's entries the API refused for good, oldest first, until she dismisses them. */
export async function refusedEntries(userId: string): Promise<RefusedEntry[]> {
  const all = await (await db()).getAllFromIndex('pending', 'byUser', userId);
  return all.filter(isRefused).sort((a, b) => a.savedAt - b.savedAt);
}

/** She has read why an entry was not saved: it is forgotten on this device. */
export async function dismissRefused(key: string): Promise<void> {
  await (await db()).delete('pending', key);
  announce();
}

/** Refused for good (bad input, a closed log): sending it again could never work. */
const refused = (status: number) => status === 400 || status === 409 || status === 413;
/** Not this browser's session (signed out, another person's entry): kept for when it is. */
const notNow = (status: number) => status === 401 || status === 403;

/** Said when a refusal carries no message of the API's (a proxy's 413 page, say). */
const UNKNOWN_REASON = 'El servidor no aceptó estos datos y no se guardaron.';

/** The API's `{ message }`, else the general reason. */
async function reasonOf(res: Response): Promise<string> {
  const body: unknown = await res.json().catch(() => null);
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() ? message : UNKNOWN_REASON;
}

type Outcome = { is: 'sent' | 'keep' | 'wait' } | { is: 'refused'; reason: string };

async function send(entry: PendingEntry): Promise<Outcome> {
  const endpoint = OFFLINE_ROUTES[entry.kind];
  try {
    const res = await fetch(resolveUrl(endpointPath(endpoint)), {
      method: endpoint.method,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...entry.body, claveEnvio: entry.key }),
      credentials: 'include',
    });
    if (res.ok) return { is: 'sent' };
    if (refused(res.status)) return { is: 'refused', reason: await reasonOf(res) };
    return { is: notNow(res.status) ? 'keep' : 'wait' };
  } catch {
    return { is: 'wait' };
  }
}

/**
 * Sends every waiting entry, oldest first, and forgets those the API took; one it refused for
 * good stays, marked with the API's reason, for the person to be told. Stops at the
 * first that must wait (no network, the API down). One sender at a time across tabs and the
 * service worker (Web Locks where there are); a second sender would still store nothing twice,
 * thanks to the keys. Answers how many are still waiting.
 */
export async function flushOfflineQueue(): Promise<number> {
  const run = async () => {
    const store = await db();
    const entries = (await store.getAll('pending'))
      .filter((entry) => !isRefused(entry))
      .sort((a, b) => a.savedAt - b.savedAt);
    let changed = false;
    let waiting = 0;
    for (const [index, entry] of entries.entries()) {
      const outcome = await send(entry);
      if (outcome.is === 'wait') {
        waiting += entries.length - index;
        break;
      }
      if (outcome.is === 'keep') {
        waiting += 1;
        continue;
      }
      if (outcome.is === 'refused')
        await store.put('pending', { ...entry, reason: outcome.reason, refusedAt: Date.now() });
      else await store.delete('pending', entry.key);
      changed = true;
    }
    if (changed) announce();
    return waiting;
  };
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  return locks ? locks.request(CHANNEL, run) : run();
}
