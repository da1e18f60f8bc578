// react-query (about 22 KB gzip) is not part of a new visitor's first load of /: the landing
// does not use it. It loads for every other screen and for anyone with a user id (the badge).
import { type ReactNode, useEffect, useState } from 'react';
import type { ScreenQuery } from '@tm/shared-contracts/ui';
import type { QueryLayer } from './query-layer.js';

let loadedLayer: typeof QueryLayer | null = null;
let loading: Promise<typeof import('./query-layer.js')> | null = null;

/** Starts (or joins) loading the query layer; resolved, every later render provides at once. */
export const loadQueryLayer = () =>
  (loading ??= import('./query-layer.js').then((module) => {
    loadedLayer = module.QueryLayer;
    return module;
  }));

/** A screen's query into the page's cache ahead of the screen (loading the layer if need be). */
export const prefetchQuery = (query: ScreenQuery) =>
  loadQueryLayer().then((module) => module.prefetchQuery(query));

/** Failed queries load again; a page that never loaded the query layer has none to reload. */
export const refetchFailedQueries = () => {
  if (loading) void loading.then((module) => module.refetchFailedQueries());
};

/** Whether a page needs queries from its first render: any screen but the landing, or a person. */
export const pageNeedsQueries = (pathname: string, userId: string | null) =>
  pathname !== '/' || Boolean(userId);

/**
 * Children inside the page's QueryClient once it is loaded. While `active` and still loading it
 * shows `fallback`; inactive and not loaded, the children (which must not use queries) render bare.
 */
export function LazyQueryLayer({
  active,
  fallback = null,
  children,
}: {
  active: boolean;
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const [, setLoaded] = useState(loadedLayer !== null);
  useEffect(() => {
    if (active && !loadedLayer) void loadQueryLayer().then(() => setLoaded(true));
  }, [active]);
  if (loadedLayer) {
    const Layer = loadedLayer;
    return <Layer>{children}</Layer>;
  }
  return active ? fallback : children;
}
