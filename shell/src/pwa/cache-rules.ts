// Which requests the service worker keeps, and how (issue 21). Pure rules, so they are tested
// without a service worker: the deployment's entry points (pages, /remotes.json, each remote's
// mf-manifest.json, remoteEntry.js and routes.json) network-first, so a redeployed remote is what
// the next online load uses; content-hashed chunks, of the shell and of every remote, cache-first;
// of /api only the person's own read-only views listed here, network-first.
import {
  API_PATH_PREFIX,
  accountDeleteRoute,
  type EndpointRoute,
  intakeReadRoute,
  moduleProgressRoute,
  modulesCheckRoute,
  observationLogReadRoute,
  programmeCautionsRoute,
  programmeModuleRoute,
  programmeRoute,
  progressReadingsRoute,
  progressSummaryRoute,
  reportReadRoute,
  sessionEndAllRoute,
  sessionEndRoute,
  trialStatusRoute,
} from '@tm/shared-contracts';

export const CACHES = {
  pages: 'tm-pages-v1',
  entries: 'tm-entries-v1',
  chunks: 'tm-chunks-v1',
  ownViews: 'tm-own-views-v1',
} as const;

/** The page every screen boots from (the gateway answers it for any path), kept for offline. */
export const APP_SHELL_URL = '/index.html';

/** What the static servers mark immutable (`static-files.mjs`): a content hash in the name. */
const HASHED = /[.-][0-9a-f]{8,}\.(?:js|css|woff2|png|svg|webp|jpg)$/;
const ENTRY_FILES = /\/(?:mf-manifest\.json|remoteEntry\.js|routes\.json)$/;

const pattern = (endpoint: EndpointRoute) =>
  new RegExp(`^${endpoint.path.replace(/\{\w+\}/g, '[^/]+')}$`);

/**
 * Read offline from the last visit: the report, the lessons (programme, modules, Module 1's
 * checks) and Mi progreso's readings, plus what those screens read beside them (trial status,
 * the intake's name, the 5-day log).
 */
const OWN_READ_VIEWS = [
  reportReadRoute,
  programmeRoute,
  programmeModuleRoute,
  programmeCautionsRoute,
  modulesCheckRoute,
  moduleProgressRoute,
  progressReadingsRoute,
  progressSummaryRoute,
  observationLogReadRoute,
  intakeReadRoute,
  trialStatusRoute,
].map(pattern);

/** Requests after which the kept views are someone else's business: signing out, erasure. */
const FORGET_OWN_VIEWS = [sessionEndRoute, sessionEndAllRoute, accountDeleteRoute].map(
  (endpoint) => ({
    method: endpoint.method,
    path: pattern(endpoint),
  }),
);

export type CacheRule = keyof typeof CACHES | 'forget-own-views' | null;

/**
 * The rule for one request. `scope` is the service worker's origin; `cors`: the request can be
 * read (same origin, or cross-origin in CORS mode), so its answer is safe to keep.
 */
export function cacheRuleFor(
  { method, url, navigate, cors }: { method: string; url: URL; navigate: boolean; cors: boolean },
  scope: string,
): CacheRule {
  const sameOrigin = url.origin === scope;
  const api = sameOrigin && url.pathname.startsWith(API_PATH_PREFIX);
  if (method !== 'GET') {
    const forgets =
      api && FORGET_OWN_VIEWS.some((f) => f.method === method && f.path.test(url.pathname));
    return forgets ? 'forget-own-views' : null;
  }
  if (api) return OWN_READ_VIEWS.some((view) => view.test(url.pathname)) ? 'ownViews' : null;
  if (!sameOrigin && !cors) return null;
  if (navigate) return sameOrigin ? 'pages' : null;
  if (ENTRY_FILES.test(url.pathname) || (sameOrigin && url.pathname === '/remotes.json'))
    return 'entries';
  if (HASHED.test(url.pathname)) return 'chunks';
  // A screen's address sent by the page for keeping (extension-less, not /api): a page.
  return sameOrigin && !/\.[a-z0-9]+$/i.test(url.pathname) ? 'pages' : null;
}
