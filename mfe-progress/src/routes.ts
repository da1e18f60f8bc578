import { ROUTES } from '@tm/shared-contracts';
import { lazyScreen, type RemoteScreens } from '@tm/shared-contracts/ui';

// The screen loads when it is opened: nothing of Mi progreso ships with the landing.
const MiProgresoScreen = lazyScreen(
  () => import('./features/mi-progreso/mi-progreso-screen.js'),
  'MiProgresoScreen',
);

/** Exposed as `progress/routes`: one screen per path it declares in routes.json. */
export const screens: RemoteScreens = {
  [ROUTES.miProgreso]: MiProgresoScreen,
};
