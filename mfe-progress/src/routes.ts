import { ROUTES } from '@tm/shared-contracts';
import { lazyScreen, type RemoteScreens } from '@tm/shared-contracts/ui';

// Each screen loads when it is opened: nothing of Mi progreso ships with the landing.
// Each screen's data loads beside its code (early-answers.ts).
const askEarly = (...data: Parameters<typeof import('./shared/early-answers.js').askEarly>) =>
  void import('./shared/early-answers.js').then((m) => m.askEarly(...data));

const MiProgresoScreen = lazyScreen(() => {
  askEarly('glucose');
  return import('./features/mi-progreso/mi-progreso-screen.js');
}, 'MiProgresoScreen');
const PesoScreen = lazyScreen(() => {
  askEarly('readings');
  return import('./features/medidas/body-measure-screen.js');
}, 'PesoScreen');
const CinturaScreen = lazyScreen(() => {
  askEarly('readings');
  return import('./features/medidas/body-measure-screen.js');
}, 'CinturaScreen');
const PresionScreen = lazyScreen(() => {
  askEarly('readings');
  return import('./features/presion/presion-screen.js');
}, 'PresionScreen');
const AnalisisScreen = lazyScreen(() => {
  askEarly('readings');
  return import('./features/analisis/analisis-screen.js');
}, 'AnalisisScreen');
const ImportarScreen = lazyScreen(() => {
  askEarly('readings');
  return import('./features/importar/importar-screen.js');
}, 'ImportarScreen');
const ResumenMedicoScreen = lazyScreen(() => {
  askEarly('readings', 'summary');
  return import('./features/resumen-medico/resumen-medico-screen.js');
}, 'ResumenMedicoScreen');

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
