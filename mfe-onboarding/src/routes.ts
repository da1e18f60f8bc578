import { ROUTES } from '@tm/shared-contracts';
import { withScreenQueries, type RemoteScreens } from '@tm/shared-contracts/ui';
import { OnboardingBienvenidaScreen } from './features/bienvenida/onboarding-bienvenida-screen.js';
import { BienvenidaTrialScreen } from './features/bienvenida/bienvenida-trial-screen.js';
import { MotivacionScreen } from './features/motivacion/motivacion-screen.js';
import { FormularioSaludScreen } from './features/formulario-salud/formulario-salud-screen.js';
import { MensajeScreen } from './features/mensaje/mensaje-screen.js';
import { IntakeScreen } from './features/intake/intake-screen.js';
import { intakeQueries } from './features/intake/intake-queries.js';
import { Mes1Screen } from './features/mes1/mes1-screen.js';
import { RegistroScreen } from './features/registro/registro-screen.js';
import { InformeInicialScreen } from './features/informe/informe-inicial-screen.js';
import { TuCaminoScreen } from './features/tu-camino/tu-camino-screen.js';

/**
 * Exposed as `onboarding/routes`: one screen per path it declares in routes.json, including
 * the spec's two dead ends made real, /onboarding/mensaje and /onboarding/registro.
 */
export const screens: RemoteScreens = {
  [ROUTES.onboardingBienvenida]: OnboardingBienvenidaScreen,
  [ROUTES.bienvenidaTrial]: BienvenidaTrialScreen,
  [ROUTES.motivacion]: MotivacionScreen,
  [ROUTES.formularioSalud]: FormularioSaludScreen,
  [ROUTES.mensaje]: MensajeScreen,
  [ROUTES.intake]: withScreenQueries(IntakeScreen, intakeQueries),
  [ROUTES.mes1]: Mes1Screen,
  [ROUTES.registro]: RegistroScreen,
  [ROUTES.informeInicial]: InformeInicialScreen,
  [ROUTES.informe]: InformeInicialScreen,
  [ROUTES.tuCamino]: TuCaminoScreen,
};
