import { useCallback, useState } from 'react';

/** A session flag's value; false where there is no browser (build-time prerender). */
export const readSessionFlag = (key: string): boolean =>
  typeof window !== 'undefined' && window.sessionStorage.getItem(key) === 'true';

/** A 'true' flag in session storage (§3 session keys): survives reloads, not a new session. */
export function useSessionFlag(key: string): [boolean, () => void] {
  const [set, setSet] = useState(() => readSessionFlag(key));
  const raise = useCallback(() => {
    window.sessionStorage.setItem(key, 'true');
    setSet(true);
  }, [key]);
  return [set, raise];
}
