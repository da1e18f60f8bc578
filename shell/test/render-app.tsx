import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppLayout } from '../src/app/app-layout.js';
import { createQueryClient } from '../src/app/query-client.js';

/** Renders real routes with the shell's providers, starting at `path`. */
export function renderRoutes(routes: RouteObject[], path = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** `element` at any path inside the real app layout (header, footer, toasts). */
export const renderInLayout = (element: ReactNode, path = '/') =>
  renderRoutes([{ Component: AppLayout, children: [{ path: '*', element }] }], path);
