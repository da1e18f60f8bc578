import { useEffect, useState } from 'react';
import { readSessionFlag } from './use-session-flag.js';

/**
 * A modal shown once per session (§4): open while `due`, unless the session had already seen it
 * when the page loaded; seeing it is recorded at once, so a reload or a new tab does not repeat it.
 */
export function useOncePerSession(key: string, due: boolean): [boolean, () => void] {
  const [seenBefore] = useState(() => readSessionFlag(key));
  const [closed, setClosed] = useState(false);
  const open = due && !seenBefore && !closed;
  useEffect(() => {
    if (open) window.sessionStorage.setItem(key, 'true');
  }, [key, open]);
  return [open, () => setClosed(true)];
}
