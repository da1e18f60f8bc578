import { ROUTES } from '@tm/shared-contracts';
import type { RemoteScreens } from '@tm/shared-contracts/ui';
import { CheckoutScreen } from './features/checkout/checkout-screen.js';
import { BienvenidaScreen } from './features/bienvenida/bienvenida-screen.js';
import { PerfilScreen } from './features/perfil/perfil-screen.js';
import { CancelacionConfirmadaScreen } from './features/cancelacion/cancelacion-confirmada-screen.js';
import { ReactivacionConfirmadaScreen } from './features/reactivacion/reactivacion-confirmada-screen.js';

/** Exposed as `billing/routes`: one screen per path this remote owns (ROUTE_OWNER). */
export const screens: RemoteScreens = {
  [ROUTES.checkout]: CheckoutScreen,
  [ROUTES.bienvenida]: BienvenidaScreen,
  [ROUTES.perfil]: PerfilScreen,
  [ROUTES.cancelacionConfirmada]: CancelacionConfirmadaScreen,
  [ROUTES.reactivacionConfirmada]: ReactivacionConfirmadaScreen,
};
