/// <reference lib="webworker" />
// The shell's service worker (issue 21), built on its own by shell/rspack.config.mjs as /sw.js.
// The page registers it after load (register-service-worker.ts). Workbox routes each request by
// cache-rules.ts; the offline queue (shared-contracts) is sent here on Background Sync.
import { flushOfflineQueue, OFFLINE_SYNC_TAG } from '@tm/shared-contracts';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { Route, Router } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import type { RouteHandlerCallback, RouteMatchCallback } from 'workbox-core/types.js';
import { APP_SHELL_URL, CACHES, cacheRuleFor, type CacheRule } from '../cache-rules.js';

declare const self: ServiceWorkerGlobalScope;

// Reminders' push and notification-click handling (shell/public/sw-push.js), one worker per scope:
// a device subscribed before this worker took over keeps its subscription.
self.importScripts('/sw-push.js');

// Only full answers are kept: never an opaque cross-origin one (status 0) nor an error page.
const onlyOk = () => new CacheableResponsePlugin({ statuses: [200] });

// The remotes answer `Vary: Origin` (their CORS answer depends on it). A copy kept from a fetch
// of this worker's own (no Origin in its request, as for workbox's CACHE_URLS) must still serve
// the page's script requests, which carry one: Chromium keeps one copy per URL, so a strict
// match would miss it offline. Only this origin's pages read these caches.
const anyOrigin = { ignoreVary: true };

const pages = new NetworkFirst({ cacheName: CACHES.pages, plugins: [onlyOk()] });
const strategies = {
  pages,
  entries: new NetworkFirst({
    cacheName: CACHES.entries,
    plugins: [onlyOk()],
    matchOptions: anyOrigin,
  }),
  chunks: new CacheFirst({
    cacheName: CACHES.chunks,
    plugins: [onlyOk(), new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true })],
    matchOptions: anyOrigin,
  }),
  ownViews: new NetworkFirst({
    cacheName: CACHES.ownViews,
    plugins: [onlyOk(), new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true })],
  }),
};

const ruleOf = (request: Request, url: URL): CacheRule =>
  cacheRuleFor(
    {
      method: request.method,
      url,
      navigate: request.mode === 'navigate',
      cors: request.mode === 'cors',
    },
    self.location.origin,
  );

const handler: RouteHandlerCallback = async (options) => {
  const rule = ruleOf(options.request, options.url);
  if (rule === 'forget-own-views') {
    // Signed out or erased: this device keeps nothing of the person's views.
    await caches.delete(CACHES.ownViews);
    return fetch(options.request);
  }
  try {
    return await strategies[rule!].handle(options);
  } catch (error) {
    // A screen never visited while online: the app's page boots it, its route does the rest.
    const shell = rule === 'pages' && (await caches.match(APP_SHELL_URL));
    if (shell) return shell;
    throw error;
  }
};
const matches: RouteMatchCallback = ({ request, url }) => ruleOf(request, url) !== null;

const router = new Router();
for (const method of ['GET', 'POST', 'DELETE'] as const)
  router.registerRoute(new Route(matches, handler, method));
router.addFetchListener();
// What the page loaded before this worker controlled it is sent here once, to be kept as well.
router.addCacheListener();

self.addEventListener('install', (event) => {
  void self.skipWaiting();
  event.waitUntil(caches.open(CACHES.pages).then((cache) => cache.add(APP_SHELL_URL)));
});
clientsClaim();

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== OFFLINE_SYNC_TAG) return;
  // Still waiting: a rejection asks the browser to try again later.
  sync.waitUntil(
    flushOfflineQueue().then((waiting) => {
      if (waiting > 0) throw new Error(`${waiting} pendientes`);
    }),
  );
});
