import { StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { STORAGE_KEYS } from '@tm/shared-contracts';
import { loadQueryLayer, pageNeedsQueries } from './app/lazy-query-layer.js';
import { appRoutes } from './app/routes.js';
import { ensureRemotesRegistered } from './federation/register-remotes.js';

// Start reading /remotes.json at once; the first remote screen waits for it.
void ensureRemotesRegistered().catch((error) =>
  console.error('No se pudo leer /remotes.json.', error),
);

const router = createBrowserRouter(appRoutes());

const container = document.getElementById('root')!;

/** The prerendered page takes clicks again once the live one has replaced it (same commit). */
function ReleasePrerender() {
  useLayoutEffect(() => container.removeAttribute('data-prerendered'), []);
  return null;
}

const mount = () =>
  createRoot(container).render(
    <StrictMode>
      <ReleasePrerender />
      <RouterProvider router={router} />
    </StrictMode>,
  );

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
