import { STORAGE_KEYS } from '@tm/shared-contracts';
import { useStoredItem } from '../../../shared/use-stored-item.js';

/** Mi Informe and Chat Semanal need a stored user id and the report-ready flag 'true' (§2). */
export function useMemberLinksVisible(): boolean {
  const userId = useStoredItem(STORAGE_KEYS.userId);
  const informeReady = useStoredItem(STORAGE_KEYS.informeReady);
  return Boolean(userId) && informeReady === 'true';
}
