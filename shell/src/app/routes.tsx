import type { RouteObject } from '@tm/shared-contracts/router';
import { NotFoundScreen } from '../features/not-found/not-found-screen.js';
import { RemoteAreaError } from '../features/remote-area/remote-area-error.js';
import { remoteScreenRoute } from '../features/remote-area/remote-route.js';
import { AppLayout } from './app-layout.js';

/** The layout around one screen: the remote that declares the path, or the not-found screen. */
export function appRoutes(): RouteObject[] {
  return [
    {
      Component: AppLayout,
      errorElement: <RemoteAreaError />,
      children: [remoteScreenRoute(NotFoundScreen)],
    },
  ];
}
