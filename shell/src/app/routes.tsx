import type { RouteObject } from '@tm/shared-contracts/router';
import { REMOTE_NAMES, routesOf } from '@tm/shared-contracts';
import { NotFoundScreen } from '../features/not-found/not-found-screen.js';
import { RemoteAreaError } from '../features/remote-area/remote-area-error.js';
import { remoteRoute } from '../features/remote-area/remote-route.js';
import { AppLayout } from './app-layout.js';

/** Every path of §2 on its owning remote, and the English not-found screen for the rest. */
export function appRoutes(): RouteObject[] {
  return [
    {
      Component: AppLayout,
      errorElement: <RemoteAreaError />,
      children: [
        ...REMOTE_NAMES.flatMap((remote) =>
          routesOf(remote).map((path) => remoteRoute(remote, path)),
        ),
        { path: '*', Component: NotFoundScreen },
      ],
    },
  ];
}
