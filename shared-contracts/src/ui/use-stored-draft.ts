import { useCallback, useState } from 'react';
import { readStoredJson } from '../browser/device-storage.js';

/**
 * A form's draft kept on this device as the person types, so a reload or going back loses
 * nothing (issue 17). `restore` turns what is stored (maybe older, maybe corrupt) into a draft, or
 * null to start from `initial`; `clear` forgets it and starts again from `initial` once the form
 * is saved.
 */
export function useStoredDraft<T>(
  key: string,
  restore: (stored: unknown) => T | null,
  initial: () => T,
) {
  const [draft, setDraft] = useState<T>(
    () => restore(readStoredJson<unknown>(window.localStorage, key)) ?? initial(),
  );
  const update = useCallback(
    (change: (current: T) => T) =>
      setDraft((current) => {
        const next = change(current);
        try {
          window.localStorage.setItem(key, JSON.stringify(next));
        } catch (error) {
          // Storage full or blocked: the form keeps working in memory.
          console.warn('No se pudo guardar el borrador', error);
        }
        return next;
      }),
    [key],
  );
  const clear = useCallback(() => {
    window.localStorage.removeItem(key);
    setDraft(initial());
  }, [key, initial]);
  return { draft, update, clear };
}
