import { ROUTES } from '@tm/shared-contracts';
import { lazyScreen, type RemoteScreens } from '@tm/shared-contracts/ui';

// Each screen loads when it is opened: nothing of Mi progreso ships with the landing.
const MiProgresoScreen = lazyScreen(() => {
  // Its readings load beside its code (glucose-prefetch.ts).
  void import('./shared/glucose-prefetch.js').then((m) => m.prefetchGlucose());
  return import('./features/mi-progreso/mi-progreso-screen.js');
}, 'MiProgresoScreen');
const PesoScreen = lazyScreen(
  () => import('./features/medidas/body-measure-screen.js'),
  'PesoScreen',
);
const CinturaScreen = lazyScreen(
  () => import('./features/medidas/body-measure-screen.js'),
  'CinturaScreen',
);
const PresionScreen = lazyScreen(
  () => import('./features/presion/presion-screen.js'),
  'PresionScreen',
);
const AnalisisScreen = lazyScreen(
  () => import('./features/analisis/analisis-screen.js'),
  'AnalisisScreen',
);
const ImportarScreen = lazyScreen(
  () => import('./features/importar/importar-screen.js'),
  'ImportarScreen',
);
const ResumenMedicoScreen = lazyScreen(
  () => import('./features/resumen-medico/resumen-medico-screen.js'),
  'ResumenMedicoScreen',
);

/** Exposed as `progress/routes`: one screen per path it declares in routes.json. */
export const screens: RemoteScreens = {
  [ROUTES.miProgreso]: MiProgresoScreen,
  [ROUTES.miProgresoPeso]: PesoScreen,
  [ROUTES.miProgresoCintura]: CinturaScreen,
  [ROUTES.miProgresoPresion]: PresionScreen,
  [ROUTES.miProgresoAnalisis]: AnalisisScreen,
  [ROUTES.miProgresoImportar]: ImportarScreen,
  [ROUTES.miProgresoResumen]: ResumenMedicoScreen,
};
