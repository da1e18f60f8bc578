import { lazy, type ComponentType } from 'react';

/**
 * What every remote's `./routes` module exports: one component per path it declares in its
 * `routes.json` (what the runtime manifest says it owns).
 * Screens a first visit does not need should be `React.lazy`, so their code (and zod) loads only
 * when the screen is opened; the shell renders each screen inside a Suspense boundary.
 */
export type RemoteScreens = Record<string, ComponentType>;

/** A screen whose code loads when it is first rendered: `lazyScreen(() => import('./x.js'), 'X')`. */
export function lazyScreen<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
