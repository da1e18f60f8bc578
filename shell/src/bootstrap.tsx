import { StrictMode } from 'react';
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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
