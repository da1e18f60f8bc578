import { STORAGE_KEYS } from '@tm/shared-contracts';
import { preloadToastCode } from '../features/toasts/toast-code.js';

/** The shell's worker, which keeps what passes through it (sw-push.js alone keeps nothing). */
const SHELL_WORKER_URL = '/sw.js';

function start() {
  // Read before registering: a worker that takes control now did not see this page's requests.
  const loadedThroughWorker =
    navigator.serviceWorker.controller?.scriptURL.endsWith(SHELL_WORKER_URL) ?? false;
  // A site without the worker (dev server, an old build) simply stays online-only.
  navigator.serviceWorker.register(SHELL_WORKER_URL).catch(() => undefined);
  if (window.localStorage.getItem(STORAGE_KEYS.userId)) {
    void import('./offline-person.js').then(({ startOfflineForPerson }) =>
      startOfflineForPerson({ loadedThroughWorker }),
    );
    // A toast ("pendiente de enviar") must show offline too, even if none showed online.
    void preloadToastCode();
  }
}

/**
 * The installable, offline-capable app (issue 21). Its own chunk, loaded once the page has loaded
 * (shell bootstrap): the first load fetches nothing for it, and a visitor's page registers the
 * worker only (the rest loads for a person).
 */
export function startPwa(): void {
  if ('serviceWorker' in navigator) start();
}
