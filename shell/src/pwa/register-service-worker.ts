import { STORAGE_KEYS } from '@tm/shared-contracts';

function start() {
  // A site without the worker (dev server, an old build) simply stays online-only.
  navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (window.localStorage.getItem(STORAGE_KEYS.userId))
    void import('./offline-person.js').then(({ startOfflineForPerson }) => startOfflineForPerson());
}

/**
 * The installable, offline-capable app (issue 21). Its own chunk, loaded once the page has loaded
 * (shell bootstrap): the first load fetches nothing for it, and a visitor's page registers the
 * worker only (the rest loads for a person).
 */
export function startPwa(): void {
  if ('serviceWorker' in navigator) start();
}
