import type { Programme } from '@tm/shared-contracts';
import { openingDay } from './module-dates.js';

type Entry = Programme['modules'][number];

/** The state in words: done, open, or when it opens (a trial user needs a subscription first). */
export function moduleStatusText(
  module: Pick<Entry, 'state' | 'opensAt'>,
  needsSubscription: boolean,
) {
  if (module.state === 'done') return 'Terminado';
  if (module.state === 'open') return 'Abierto';
  if (needsSubscription) return 'Se abre con tu suscripción';
  return module.opensAt === null
    ? 'Se abre después de tu Módulo 1'
    : `Se abre el ${openingDay(module.opensAt)}`;
}
