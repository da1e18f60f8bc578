import type { EndpointRoute } from './endpoint.js';

// The calls the shell makes on its first page, before any screen has loaded zod: their method and
// path live apart from their schemas, so the header can name them (query key, URL) for free. The
// contracts in endpoints.ts take their path from here.

export const trialStatusRoute = {
  method: 'GET',
  path: '/api/trial-status/{userId}',
} as const satisfies EndpointRoute;

export const healthRoute = { method: 'GET', path: '/api/health' } as const satisfies EndpointRoute;
