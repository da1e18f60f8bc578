import { STORAGE_KEYS } from '@tm/shared-contracts';

/** workbox-routing's cache listener: keeps these as if they had passed through the worker. */
const keepWhatWasLoaded = (worker: ServiceWorker) =>
  worker.postMessage({
    type: 'CACHE_URLS',
    payload: {
      urlsToCache: [
        window.location.href,
        ...performance.getEntriesByType('resource').map((entry) => entry.name),
      ],
    },
  });

function start() {
  // A site without the worker (dev server, an old build) simply stays online-only.
  navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  // The first visit loaded everything before the worker existed: it keeps those files now.
  void navigator.serviceWorker.ready.then(({ active }) => active && keepWhatWasLoaded(active));
  // Someone who may have left entries waiting offline: send them now (the next open).
  if (window.localStorage.getItem(STORAGE_KEYS.userId))
    void import('./offline-sync.js').then(({ sendWaitingEntries }) => sendWaitingEntries());
}

/**
 * The installable, offline-capable app (issue 21), started only once the page has loaded: the
 * landing's first load fetches nothing more for it.
 */
export function startPwa(): void {
  if (!('serviceWorker' in navigator)) return;
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
