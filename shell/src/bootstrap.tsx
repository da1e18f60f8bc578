import { StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createQueryClient } from './app/query-client.js';
import { appRoutes } from './app/routes.js';
import { ensureRemotesRegistered } from './federation/register-remotes.js';

// Start reading /remotes.json at once; the first remote screen waits for it.
void ensureRemotesRegistered().catch((error) =>
  console.error('No se pudo leer /remotes.json.', error),
);

const queryClient = createQueryClient();
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
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );

// A prerendered page (/) stays on screen until its real screen has loaded, instead of being
// replaced by 'Cargando…' in between.
if (container.hasChildNodes() && !router.state.initialized) {
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    mount();
  });
} else {
  mount();
}
