import { STORAGE_KEYS } from '@tm/shared-contracts';
import { useScreenData } from '../../../shared/screen-data.js';
import { useStoredItem } from '../../../shared/use-stored-item.js';

/** Mi Informe and Chat Semanal need a stored user id and the report-ready flag 'true' (§2). */
export function useMemberLinksVisible(): boolean {
  const userId = useStoredItem(STORAGE_KEYS.userId);
  const informeReady = useStoredItem(STORAGE_KEYS.informeReady);
  return Boolean(userId) && informeReady === 'true';
}

/**
 * The links remotes declare in their routes.json (`nav`), from the runtime manifest the current
 * screen was loaded with: `person` ones need a stored user id. None before the first screen loads
 * (the prerendered landing has none).
 */
export function useDeclaredLinks() {
  const userId = useStoredItem(STORAGE_KEYS.userId);
  const links = useScreenData()?.headerLinks ?? [];
  return links.filter((link) => link.audience === 'everyone' || Boolean(userId));
}
