import { flushOfflineQueue } from '@tm/shared-contracts';

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

/**
 * For a person (loaded after the page, only for her): this page's files and views are kept by
 * the worker even on the first visit, which loaded them before the worker existed (a page it
 * controlled from the start passed them all through it: asking again would fetch them twice);
 * what an earlier visit left waiting offline is sent now (the next open) and whenever the
 * connection returns.
 */
export function startOfflineForPerson({ loadedThroughWorker }: { loadedThroughWorker: boolean }) {
  if (!loadedThroughWorker)
    void navigator.serviceWorker.ready.then(({ active }) => active && keepWhatWasLoaded(active));
  const send = () => void flushOfflineQueue().catch(() => undefined);
  send();
  window.addEventListener('online', send);
}
