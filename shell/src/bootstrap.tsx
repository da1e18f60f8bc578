import { StrictMode, startTransition, useEffect } from 'react';
import { createBrowserRouter, RouterProvider } from '@tm/shared-contracts/router';
import { STORAGE_KEYS } from '@tm/shared-contracts';
import { WebFont } from '@tm/shared-contracts/ui';
import { loadQueryLayer, pageNeedsQueries } from './app/lazy-query-layer.js';
import { appRoutes } from './app/routes.js';
import { ensureRemotesRegistered } from './federation/register-remotes.js';
import { nextTask } from './shared/next-task.js';
import { PRERENDERED } from './boot/early-clicks.js';

// Start reading /remotes.json at once; the first remote screen waits for it.
void ensureRemotesRegistered().catch((error) =>
  console.error('No se pudo leer /remotes.json.', error),
);

const router = createBrowserRouter(appRoutes());

const container = document.getElementById('root')!;

/**
 * The live page has replaced the prerendered one. A passive effect after the router's, so every
 * screen's own effects (the landing's language listener) are in place when a click held on the
 * prerendered page is given to the live one (boot/early-clicks.ts).
 */
function ReleasePrerender() {
  useEffect(() => container.removeAttribute(PRERENDERED), []);
  return null;
}

// React renders the first screen as a transition: in slices of a few milliseconds instead of one
// long task, so a phone stays responsive while the page boots (the prerender is on screen).
const mount = async () => {
  const { createRoot } = await import('react-dom/client');
  await nextTask();
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <WebFont />
        <RouterProvider router={router} />
        <ReleasePrerender />
      </StrictMode>,
    ),
  );
};

// The query layer a page needs is loaded before the first render, so no screen flashes
// 'Cargando…' for it.
const queriesReady = pageNeedsQueries(
  window.location.pathname,
  window.localStorage.getItem(STORAGE_KEYS.userId),
)
  ? loadQueryLayer()
  : Promise.resolve();

// A prerendered page (/) stays on screen until its real screen has loaded, instead of being
// replaced by 'Cargando…' in between.
if (container.hasChildNodes() && !router.state.initialized) {
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    void queriesReady.then(mount, mount);
  });
} else {
  void queriesReady.then(mount, mount);
}

// The PWA (issue 21) in a chunk of its own, requested only once the page has loaded.
const startPwa = () =>
  void import('./pwa/register-service-worker.js').then((pwa) => pwa.startPwa());
if (document.readyState === 'complete') startPwa();
else window.addEventListener('load', startPwa, { once: true });
