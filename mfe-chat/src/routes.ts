import { ROUTES } from '@tm/shared-contracts';
import { lazyScreen, type RemoteScreens } from '@tm/shared-contracts/ui';

// Every screen loads when first opened: none is a first page.
const ChatSemanalScreen = lazyScreen(
  () => import('./features/chat-semanal/chat-semanal-screen.js'),
  'ChatSemanalScreen',
);
const Modulo1Screen = lazyScreen(
  () => import('./features/modulo-1/modulo-1-screen.js'),
  'Modulo1Screen',
);

const ModulosScreen = lazyScreen(
  () => import('./features/modulos/modulos-screen.js'),
  'ModulosScreen',
);
// Its lesson text is one more chunk per module (content/index.generated.ts), loaded by this screen.
const ModuloScreen = lazyScreen(
  () => import('./features/modulos/modulo-screen.js'),
  'ModuloScreen',
);

/** Exposed as `chat/routes`: one screen per path this remote owns (ROUTE_OWNER). */
export const screens: RemoteScreens = {
  [ROUTES.chatSemanal]: ChatSemanalScreen,
  [ROUTES.modulo1]: Modulo1Screen,
  [ROUTES.modulos]: ModulosScreen,
  [ROUTES.modulo]: ModuloScreen,
};
