import { ROUTES } from '@tm/shared-contracts';
import { lazyScreen, type RemoteScreens } from '@tm/shared-contracts/ui';

// Every screen loads when first opened: none is a first page.
const ChatSemanalScreen = lazyScreen(
  () => import('./features/chat-semanal/chat-semanal-screen.js'),
  'ChatSemanalScreen',
  'chatSemanalQueries',
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

/**
 * /modulo/1 … /modulo/13, each declared in routes.json (paths are matched exactly): one screen
 * for all, which reads the number from the path and sends /modulo/1 on to /modulo-1. Modules 2–13
 * are the curriculum's (routes.test checks it against CURRICULUM and moduloPath).
 */
const MODULE_PAGES = Array.from({ length: 13 }, (_, i) => `/modulo/${i + 1}`);

/** Exposed as `chat/routes`: one screen per path it declares in routes.json. */
export const screens: RemoteScreens = {
  [ROUTES.chatSemanal]: ChatSemanalScreen,
  [ROUTES.modulo1]: Modulo1Screen,
  [ROUTES.modulos]: ModulosScreen,
  ...Object.fromEntries(MODULE_PAGES.map((path) => [path, ModuloScreen])),
};
