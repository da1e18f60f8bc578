import type { GlucoseMoment } from '../api/progress.js';

/** When a meter glucose was taken, as the screens name it. */
export const GLUCOSE_MOMENT_LABELS: Record<GlucoseMoment, string> = {
  ayunas: 'En ayunas',
  antes_comida: 'Antes de comer',
  despues_comida: 'Después de comer',
  al_dormir: 'Al dormir',
  otro: 'Otro momento',
};
