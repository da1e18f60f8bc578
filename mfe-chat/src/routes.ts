import { ROUTES } from '@tm/shared-contracts';
import type { RemoteScreens } from '@tm/shared-contracts/ui';
import { ChatSemanalScreen } from './features/chat-semanal/chat-semanal-screen.js';
import { Modulo1Screen } from './features/modulo-1/modulo-1-screen.js';

/** Exposed as `chat/routes`: one screen per path this remote owns (ROUTE_OWNER). */
export const screens: RemoteScreens = {
  [ROUTES.chatSemanal]: ChatSemanalScreen,
  [ROUTES.modulo1]: Modulo1Screen,
};
