import { createElement, lazy, type ComponentType } from 'react';

/**
 * What every remote's `./routes` module exports: one component per path it declares in its
 * `routes.json` (what the runtime manifest says it owns).
 * Screens a first visit does not need should be `React.lazy`, so their code (and zod) loads only
 * when the screen is opened; the shell renders each screen inside a Suspense boundary.
 */
export type RemoteScreens = Record<string, ComponentType>;

/** Query options a screen reads as it opens: `queryFor(…)`'s, or react-query's `queryOptions`. */
export interface ScreenQuery {
  readonly queryKey: readonly unknown[];
  readonly queryFn?: unknown;
}

/**
 * The queries a screen reads as it opens, for the person on this device (no user id: none, or
 * what a visitor's screen reads). Never one with a side effect (a checkout session, a report).
 */
export type ScreenQueries = (device: { userId: string | null }) => readonly ScreenQuery[];

/** How the shell gets a screen ready before it is shown: the data goes into the page's cache. */
export interface ScreenPreload {
  userId: string | null;
  prefetch: (query: ScreenQuery) => void;
}

/**
 * A screen the shell can get ready ahead (a link to it seen or pointed at, or its navigation
 * started): `preload` loads its code and hands over the queries it reads first.
 */
export type PreloadableScreen = ComponentType & {
  preload?: (context: ScreenPreload) => Promise<void>;
};

/**
 * A screen whose code loads when it is first rendered or preloaded:
 * `lazyScreen(() => import('./x.js'), 'X')`, and with the name of the module's `ScreenQueries`
 * export when it reads data as it opens: `lazyScreen(() => import('./x.js'), 'X', 'xQueries')`.
 */
export function lazyScreen<Name extends string, Queries extends string = never>(
  load: () => Promise<Record<Name, ComponentType> & Record<NoInfer<Queries>, ScreenQueries>>,
  name: Name,
  queries?: Queries,
): PreloadableScreen {
  // One load for both ways in; a failed one is asked again next time.
  let loading: ReturnType<typeof load> | null = null;
  const loadOnce = () => {
    loading ??= load();
    loading.catch(() => (loading = null));
    return loading;
  };
  return Object.assign(
    lazy(() =>
      loadOnce().then((module): { default: ComponentType } => ({ default: module[name] })),
    ),
    {
      preload: async ({ userId, prefetch }: ScreenPreload) => {
        const module = await loadOnce();
        if (queries) module[queries]({ userId }).forEach(prefetch);
      },
    },
  );
}

/** A screen in the routes chunk itself (not lazy), with the queries it reads as it opens. */
export function withScreenQueries(
  Screen: ComponentType,
  queries: ScreenQueries,
): PreloadableScreen {
  const WithQueries = () => createElement(Screen);
  WithQueries.displayName = Screen.displayName ?? Screen.name;
  return Object.assign(WithQueries, {
    preload: async ({ userId, prefetch }: ScreenPreload) => queries({ userId }).forEach(prefetch),
  });
}
