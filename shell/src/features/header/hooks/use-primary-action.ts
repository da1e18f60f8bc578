import { ROUTES, STORAGE_KEYS } from '@tm/shared-contracts';
import { useStoredItem } from '../../../shared/use-stored-item.js';

export interface PrimaryAction {
  label: string;
  to: string;
}

/**
 * The header's call to action follows where the person is, so it never sends her backwards: a
 * subscriber or anyone with her report to her programme (Module 1), someone mid-way to her
 * month-1 steps, and only a newcomer to the diagnosis (§2's 'Empieza tu diagnóstico'). Stored markers,
 * as the header reads them on every page without waiting for the API.
 */
export function usePrimaryAction(): PrimaryAction {
  const userId = useStoredItem(STORAGE_KEYS.userId);
  const subscribed = useStoredItem(STORAGE_KEYS.subscribedAt);
  const informeReady = useStoredItem(STORAGE_KEYS.informeReady) === 'true';
  const intakeDone = useStoredItem(STORAGE_KEYS.intakeDone) === 'true';
  if (userId && (subscribed || informeReady)) return { label: 'Mi programa', to: ROUTES.modulo1 };
  if (userId && intakeDone) return { label: 'Seguir mis pasos', to: ROUTES.mes1 };
  return { label: 'Empieza tu diagnóstico', to: ROUTES.bienvenidaTrial };
}
