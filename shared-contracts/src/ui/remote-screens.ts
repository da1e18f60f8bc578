import { lazy, type ComponentType } from 'react';
import type { RoutePath } from '../routes.js';

/**
 * What every remote's `./routes` module exports: one component per path it owns (ROUTE_OWNER).
 * Screens a first visit does not need should be `React.lazy`, so their code (and zod) loads only
 * when the screen is opened; the shell renders each screen inside a Suspense boundary.
 */
export type RemoteScreens = Partial<Record<RoutePath, ComponentType>>;

/** A screen whose code loads when it is first rendered: `lazyScreen(() => import('./x.js'), 'X')`. */
export function lazyScreen<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
