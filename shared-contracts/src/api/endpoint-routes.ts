import type { EndpointRoute } from './endpoint.js';

// The calls the shell makes on its first page, before any screen has loaded zod: their method and
// path live apart from their schemas, so the header can name them (query key, URL) for free. The
// contracts in endpoints.ts take their path from here.

export const trialStatusRoute = {
  method: 'GET',
  path: '/api/trial-status/{userId}',
} as const satisfies EndpointRoute;

export const healthRoute = { method: 'GET', path: '/api/health' } as const satisfies EndpointRoute;

// What the shell's service worker keeps for offline (the person's own read-only views) and the
// requests after which it forgets them, and what the offline queue sends (issue 21): the worker
// and the queue match and send these without loading any schema. Their endpoints keep their own
// method and path (spread from here, the page bundles would keep every route: an object spread is
// not dropped as unused); endpoint-routes.test.ts holds the two the same.

export const reportReadRoute = {
  method: 'GET',
  path: '/api/reports/{userId}',
} as const satisfies EndpointRoute;

export const programmeRoute = {
  method: 'GET',
  path: '/api/programme/{userId}',
} as const satisfies EndpointRoute;

export const programmeModuleRoute = {
  method: 'GET',
  path: '/api/programme/{userId}/modules/{number}',
} as const satisfies EndpointRoute;

export const programmeCautionsRoute = {
  method: 'GET',
  path: '/api/programme/{userId}/cautions',
} as const satisfies EndpointRoute;

export const modulesCheckRoute = {
  method: 'GET',
  path: '/api/modules/check/{userId}',
} as const satisfies EndpointRoute;

export const moduleProgressRoute = {
  method: 'GET',
  path: '/api/module-progress/{userId}',
} as const satisfies EndpointRoute;

export const progressReadingsRoute = {
  method: 'GET',
  path: '/api/progress-readings/{userId}',
} as const satisfies EndpointRoute;

export const progressSummaryRoute = {
  method: 'GET',
  path: '/api/progress-summary/{userId}',
} as const satisfies EndpointRoute;

export const observationLogReadRoute = {
  method: 'GET',
  path: '/api/observation-log/{userId}',
} as const satisfies EndpointRoute;

export const intakeReadRoute = {
  method: 'GET',
  path: '/api/intake-form/{userId}',
} as const satisfies EndpointRoute;

export const sessionEndRoute = {
  method: 'POST',
  path: '/api/session/end',
} as const satisfies EndpointRoute;

export const sessionEndAllRoute = {
  method: 'POST',
  path: '/api/session/end-all',
} as const satisfies EndpointRoute;

export const accountDeleteRoute = {
  method: 'DELETE',
  path: '/api/me',
} as const satisfies EndpointRoute;

export const progressReadingSaveRoute = {
  method: 'POST',
  path: '/api/progress-readings',
} as const satisfies EndpointRoute;

export const observationLogSaveRoute = {
  method: 'POST',
  path: '/api/observation-log',
} as const satisfies EndpointRoute;
