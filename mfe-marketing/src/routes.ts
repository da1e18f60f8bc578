import { ROUTES } from '@tm/shared-contracts';
import { lazyScreen, type RemoteScreens } from '@tm/shared-contracts/ui';
import { LandingScreen } from './features/landing/components/landing-screen.js';

// The landing is eager (first paint); every other screen loads when it is opened.
const PreRegistroScreen = lazyScreen(
  () => import('./features/pre-registro/pre-registro-screen.js'),
  'PreRegistroScreen',
);
const DiagnosticoScreen = lazyScreen(
  () => import('./features/diagnostico/diagnostico-screen.js'),
  'DiagnosticoScreen',
);
const ResultadosScreen = lazyScreen(
  () => import('./features/resultados/resultados-screen.js'),
  'ResultadosScreen',
);
const SuscripcionScreen = lazyScreen(
  () => import('./features/suscripcion/suscripcion-screen.js'),
  'SuscripcionScreen',
);
const AnalisisScreen = lazyScreen(
  () => import('./features/analisis/analisis-screen.js'),
  'AnalisisScreen',
);
const GuiaScreen = lazyScreen(() => import('./features/guia/guia-screen.js'), 'GuiaScreen');
const PrivacidadScreen = lazyScreen(
  () => import('./features/legal/privacidad-screen.js'),
  'PrivacidadScreen',
);
const TerminosScreen = lazyScreen(
  () => import('./features/legal/terminos-screen.js'),
  'TerminosScreen',
);
const ReembolsosScreen = lazyScreen(
  () => import('./features/legal/reembolsos-screen.js'),
  'ReembolsosScreen',
);

/** Exposed as `marketing/routes`: one screen per path it declares in routes.json. */
export const screens: RemoteScreens = {
  [ROUTES.landing]: LandingScreen,
  [ROUTES.preRegistro]: PreRegistroScreen,
  [ROUTES.diagnostico]: DiagnosticoScreen,
  [ROUTES.resultados]: ResultadosScreen,
  [ROUTES.suscripcion]: SuscripcionScreen,
  [ROUTES.analisis]: AnalisisScreen,
  [ROUTES.guia]: GuiaScreen,
  [ROUTES.privacidad]: PrivacidadScreen,
  [ROUTES.terminos]: TerminosScreen,
  [ROUTES.reembolsos]: ReembolsosScreen,
};
