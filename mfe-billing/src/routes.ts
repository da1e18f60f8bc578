import { ROUTES } from '@tm/shared-contracts';
import { lazyScreen, type RemoteScreens } from '@tm/shared-contracts/ui';

// Every billing screen loads when it is opened (no billing code on a first visit).
const CheckoutScreen = lazyScreen(
  () => import('./features/checkout/checkout-screen.js'),
  'CheckoutScreen',
  'checkoutQueries',
);
const BienvenidaScreen = lazyScreen(
  () => import('./features/bienvenida/bienvenida-screen.js'),
  'BienvenidaScreen',
);
const PerfilScreen = lazyScreen(
  () => import('./features/perfil/perfil-screen.js'),
  'PerfilScreen',
  'perfilQueries',
);
const CancelacionConfirmadaScreen = lazyScreen(
  () => import('./features/cancelacion/cancelacion-confirmada-screen.js'),
  'CancelacionConfirmadaScreen',
);
const ReactivacionConfirmadaScreen = lazyScreen(
  () => import('./features/reactivacion/reactivacion-confirmada-screen.js'),
  'ReactivacionConfirmadaScreen',
);
const BankReturnScreen = lazyScreen(
  () => import('./features/pago-confirmacion/bank-return-screen.js'),
  'BankReturnScreen',
);
const PortalPagosScreen = lazyScreen(
  () => import('./features/portal/portal-pagos-screen.js'),
  'PortalPagosScreen',
);

const CuentaBorradaScreen = lazyScreen(
  () => import('./features/cuenta-borrada/cuenta-borrada-screen.js'),
  'CuentaBorradaScreen',
);

const EntrarScreen = lazyScreen(() => import('./features/entrar/entrar-screen.js'), 'EntrarScreen');
const EntrarEnlaceScreen = lazyScreen(
  () => import('./features/entrar-enlace/entrar-enlace-screen.js'),
  'EntrarEnlaceScreen',
);

/** Exposed as `billing/routes`: one screen per path it declares in routes.json. */
export const screens: RemoteScreens = {
  [ROUTES.checkout]: CheckoutScreen,
  [ROUTES.bienvenida]: BienvenidaScreen,
  [ROUTES.perfil]: PerfilScreen,
  [ROUTES.cancelacionConfirmada]: CancelacionConfirmadaScreen,
  [ROUTES.reactivacionConfirmada]: ReactivacionConfirmadaScreen,
  [ROUTES.portalPagos]: PortalPagosScreen,
  [ROUTES.pagoConfirmacion]: BankReturnScreen,
  [ROUTES.entrar]: EntrarScreen,
  [ROUTES.entrarEnlace]: EntrarEnlaceScreen,
  [ROUTES.cuentaBorrada]: CuentaBorradaScreen,
};
