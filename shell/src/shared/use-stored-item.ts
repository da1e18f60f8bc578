import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/**
 * A localStorage value, read on every render: remotes write flags in this tab (no `storage`
 * event), and the header re-renders on each navigation, so it picks them up there.
 */
export function useStoredItem(key: string): string | null {
  return useSyncExternalStore(
    subscribe,
    () => window.localStorage.getItem(key),
    () => null,
  );
}
