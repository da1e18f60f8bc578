import type { ComponentType } from 'react';
import { ROUTES } from '@tm/shared-contracts';
import { lazyScreen, type RemoteScreens } from '@tm/shared-contracts/ui';

// Each screen loads when it is opened: nothing of Mi progreso ships with the landing. Its data is
// asked for beside its code (early-answers.ts).
type Data = Parameters<typeof import('./shared/early-answers.js').askEarly>;
const screen = <Name extends string>(
  data: Data,
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
) =>
  lazyScreen(() => {
    void import('./shared/early-answers.js').then((m) => m.askEarly(...data));
    return load();
  }, name);

const bodyMeasure = () => import('./features/medidas/body-measure-screen.js');
const MiProgresoScreen = screen(
  ['glucose'],
  () => import('./features/mi-progreso/mi-progreso-screen.js'),
  'MiProgresoScreen',
);
const PesoScreen = screen(['readings'], bodyMeasure, 'PesoScreen');
const CinturaScreen = screen(['readings'], bodyMeasure, 'CinturaScreen');
const PresionScreen = screen(
  ['readings'],
  () => import('./features/presion/presion-screen.js'),
  'PresionScreen',
);
const AnalisisScreen = screen(
  ['readings'],
  () => import('./features/analisis/analisis-screen.js'),
  'AnalisisScreen',
);
const ImportarScreen = screen(
  ['readings'],
  () => import('./features/importar/importar-screen.js'),
  'ImportarScreen',
);
const ResumenMedicoScreen = screen(
  ['readings', 'summary'],
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
