import { ROUTES } from '@tm/shared-contracts';
import { lazyScreen, type RemoteScreens } from '@tm/shared-contracts/ui';

// Both screens load when first opened: neither is a first page.
const ChatSemanalScreen = lazyScreen(
  () => import('./features/chat-semanal/chat-semanal-screen.js'),
  'ChatSemanalScreen',
);
const Modulo1Screen = lazyScreen(
  () => import('./features/modulo-1/modulo-1-screen.js'),
  'Modulo1Screen',
);

/** Exposed as `chat/routes`: one screen per path it declares in routes.json. */
export const screens: RemoteScreens = {
  [ROUTES.chatSemanal]: ChatSemanalScreen,
  [ROUTES.modulo1]: Modulo1Screen,
};
