import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { queryClientDefaultOptions, type ToastRequest, WINDOW_EVENTS } from '@tm/shared-contracts';

function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{location.pathname + location.search}</p>;
}

/**
 * A screen at `path` with the shell's providers (a router and the §7 QueryClient defaults).
 * Any other path renders where the screen navigated to; toasts asked of the shell are collected.
 */
export function renderScreen(Screen: ComponentType, route: string, path = route.split('?')[0]!) {
  const toasts: ToastRequest[] = [];
  const listener = (event: Event) => {
    // The screen a toast belongs to is the shell's business (e2e shell-toasts).
    const toast = { ...(event as CustomEvent<ToastRequest>).detail };
    delete toast.screen;
    toasts.push(toast);
  };
  window.addEventListener(WINDOW_EVENTS.toast, listener);
  const router = createMemoryRouter(
    [
      { path, Component: Screen },
      { path: '*', Component: Landed },
    ],
    { initialEntries: [route] },
  );
  const client = new QueryClient({ defaultOptions: queryClientDefaultOptions });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return {
    ...view,
    router,
    toasts,
    cleanup: () => window.removeEventListener(WINDOW_EVENTS.toast, listener),
  };
}
