import { Suspense, type ComponentType } from 'react';
import { useLoaderData, type RouteObject } from '@tm/shared-contracts/router';
import { ensureRemotesRegistered } from '../../federation/register-remotes.js';
import { SCREEN_ROUTE_ID, type ScreenData } from '../../shared/screen-data.js';
import { loadScreens, RemoteUnavailableError } from '../../federation/load-screens.js';
import { prepareScreen, withoutTrailingSlash } from './prepare-screen.js';
import { RemoteAreaError } from './remote-area-error.js';
import { ScreenLoading } from './screen-loading.js';

async function loadScreen(request: Request, NotFound: ComponentType): Promise<ScreenData> {
  const pathname = withoutTrailingSlash(new URL(request.url).pathname);
  const { routes, pending } = await ensureRemotesRegistered();
  const headerLinks = Object.entries(routes).flatMap(([path, route]) =>
    route.nav ? [{ path, ...route.nav }] : [],
  );
  const owner = routes[pathname];
  // Nobody declares it: not found, unless a remote that may own it could not be read yet.
  if (!owner && pending[0]) throw new RemoteUnavailableError(pending[0]);
  if (!owner) return { Screen: NotFound, pathname, trialOverlays: true, headerLinks };
  // A declared path its owner's ./routes does not provide is not found either.
  const Screen = (await loadScreens(owner.remote))[pathname] ?? NotFound;
  // Its code and query layer before it renders, its data on the way; a chunk that fails to load
  // here fails again as it renders, into the area's error card as before.
  await prepareScreen(Screen, pathname, { data: true }).catch(() => undefined);
  return { Screen, pathname, trialOverlays: owner.trialOverlays, headerLinks };
}

function RemoteScreen() {
  const { Screen, pathname } = useLoaderData() as ScreenData;
  return (
    <Suspense fallback={<ScreenLoading />}>
      {/* Two paths may show one screen (/onboarding/informe): each visit starts afresh. */}
      <Screen key={pathname} />
    </Suspense>
  );
}

/**
 * Every path, on the remote that declares it in /remotes.json (the shell compiles in no route
 * table); the rest shows `NotFound`. The screen is fetched in the route `loader` rather than `lazy`:
 * React Router caches a rejected `lazy` for good, while a loader runs again on revalidate(),
 * which is what 'Reintentar' needs.
 */
export function remoteScreenRoute(NotFound: ComponentType): RouteObject {
  return {
    id: SCREEN_ROUTE_ID,
    path: '*',
    loader: ({ request }) => loadScreen(request, NotFound),
    Component: RemoteScreen,
    HydrateFallback: ScreenLoading,
    errorElement: <RemoteAreaError />,
  };
}
