import { ROUTES } from '@tm/shared-contracts';
import type { RemoteScreens } from '@tm/shared-contracts/ui';
import { LandingScreen } from './features/landing/components/landing-screen.js';
import { PreRegistroScreen } from './features/pre-registro/pre-registro-screen.js';
import { DiagnosticoScreen } from './features/diagnostico/diagnostico-screen.js';
import { ResultadosScreen } from './features/resultados/resultados-screen.js';
import { SuscripcionScreen } from './features/suscripcion/suscripcion-screen.js';
import { AnalisisScreen } from './features/analisis/analisis-screen.js';
import { GuiaScreen } from './features/guia/guia-screen.js';
import { PrivacidadScreen } from './features/legal/privacidad-screen.js';
import { TerminosScreen } from './features/legal/terminos-screen.js';
import { ReembolsosScreen } from './features/legal/reembolsos-screen.js';

/** Exposed as `marketing/routes`: one screen per path this remote owns (ROUTE_OWNER). */
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
