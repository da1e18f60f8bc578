import { useCallback, useState } from 'react';

/** A 'true' flag in session storage (§3 session keys): survives reloads, not a new session. */
export function useSessionFlag(key: string): [boolean, () => void] {
  const [set, setSet] = useState(() => window.sessionStorage.getItem(key) === 'true');
  const raise = useCallback(() => {
    window.sessionStorage.setItem(key, 'true');
    setSet(true);
  }, [key]);
  return [set, raise];
}
