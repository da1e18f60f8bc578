import { Suspense, type ComponentType } from 'react';
import { useLoaderData, type RouteObject } from '@tm/shared-contracts/router';
import { ROUTES, type RemoteName, type RoutePath } from '@tm/shared-contracts';
import { loadScreens } from '../../federation/load-screens.js';
import { NotFoundScreen } from '../not-found/not-found-screen.js';
import { RemoteAreaError } from './remote-area-error.js';
import { ScreenLoading } from './screen-loading.js';

/** Paths that show another path's screen (§2: /onboarding/informe is the initial report). */
const SCREEN_ALIASES: Partial<Record<RoutePath, RoutePath>> = {
  [ROUTES.informe]: ROUTES.informeInicial,
};

function RemoteScreen() {
  const { Screen } = useLoaderData() as { Screen: ComponentType };
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Screen />
    </Suspense>
  );
}

/**
 * One path of the route table mounted on its owning remote. The screen is fetched in the route
 * `loader` rather than `lazy`: React Router caches a rejected `lazy` for good, while a loader runs
 * again on revalidate(), which is what 'Reintentar' needs.
 */
export function remoteRoute(remote: RemoteName, path: RoutePath): RouteObject {
  const screenPath = SCREEN_ALIASES[path] ?? path;
  return {
    path,
    // A path its owner does not provide (e.g. /onboarding/mensaje, §2) is not found.
    loader: async () => ({ Screen: (await loadScreens(remote))[screenPath] ?? NotFoundScreen }),
    Component: RemoteScreen,
    HydrateFallback: ScreenLoading,
    errorElement: <RemoteAreaError />,
  };
}
