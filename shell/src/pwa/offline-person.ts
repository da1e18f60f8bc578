import { flushOfflineQueue } from '@tm/shared-contracts';

/** How long after the worker takes the page a request it did not see can still end. */
const STRAGGLERS_MS = 60_000;

/** workbox-routing's cache listener: keeps these as if they had passed through the worker. */
const keep = (urlsToCache: string[]) =>
  void navigator.serviceWorker.ready.then(({ active }) =>
    active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } }),
  );

/**
 * Sends the worker everything this page loads until the worker controls it: what loaded before
 * this ran, and what is still on its way (a remote's code, a screen's data), which a single
 * look at the page's resources would miss on a slow first visit. From control on, requests pass
 * through the worker by themselves.
 */
function keepUntilControlled(): void {
  let controlledAt = navigator.serviceWorker.controller ? performance.now() : Infinity;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    controlledAt = Math.min(controlledAt, performance.now());
  });
  const unseen = (entries: PerformanceEntryList) =>
    entries.filter((entry) => entry.startTime < controlledAt).map((entry) => entry.name);
  keep([window.location.href, ...unseen(performance.getEntriesByType('resource'))]);
  if (typeof PerformanceObserver === 'undefined') return;
  const observer = new PerformanceObserver((list) => {
    const urls = unseen(list.getEntries());
    if (urls.length) keep(urls);
    if (performance.now() - controlledAt > STRAGGLERS_MS) observer.disconnect();
  });
  observer.observe({ type: 'resource' });
}

/**
 * For a person (loaded after the page, only for her): this page's files and views are kept by
 * the worker even on the first visit, which loaded them before the worker existed (a page it
 * controlled from the start passed them all through it: asking again would fetch them twice);
 * what an earlier visit left waiting offline is sent now (the next open) and whenever the
 * connection returns.
 */
export function startOfflineForPerson({ loadedThroughWorker }: { loadedThroughWorker: boolean }) {
  if (!loadedThroughWorker) keepUntilControlled();
  const send = () => void flushOfflineQueue().catch(() => undefined);
  send();
  window.addEventListener('online', send);
}
