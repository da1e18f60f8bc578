import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { WINDOW_EVENTS, queryClientDefaultOptions, type ToastRequest } from '@tm/shared-contracts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { startLocalApi, type Answer, type LocalApi } from '@tm/build/local-api';
import { screens } from '../src/routes.js';

/** Renders the real onboarding screens in a memory router; other paths show their path. */
export function renderRoute(path: string) {
  const routes = [
    ...Object.entries(screens).map(([p, Screen]) => ({ path: p, element: <Screen /> })),
    { path: '*', element: <p>otra ruta</p> },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: queryClientDefaultOptions });
  const utils = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...utils, router, client, location: () => router.state.location.pathname };
}

/** Collects the toasts the screens ask the shell for. */
export function collectToasts() {
  const toasts: ToastRequest[] = [];
  const listener = (event: Event) => {
    // The screen a toast belongs to is the shell's business (e2e shell-toasts).
    const toast = { ...(event as CustomEvent<ToastRequest>).detail };
    delete toast.screen;
    toasts.push(toast);
  };
  window.addEventListener(WINDOW_EVENTS.toast, listener);
  return { toasts, stop: () => window.removeEventListener(WINDOW_EVENTS.toast, listener) };
}

/**
 * A local API for a test file, answering `answers['METHOD /path']` (404 otherwise); answers and
 * recorded calls start empty for each test.
 */
export function answeringApi() {
  const local = { answers: {} as Record<string, Answer>, calls: [] as LocalApi['calls'] };
  let api: LocalApi | undefined;
  beforeAll(async () => {
    api = await startLocalApi(
      ({ method, url }) =>
        local.answers[`${method} ${url}`] ?? { status: 404, body: { message: 'no' } },
    );
    local.calls = api.calls;
  });
  afterAll(() => api?.close());
  beforeEach(() => {
    local.answers = {};
    local.calls.length = 0;
  });
  return local;
}
