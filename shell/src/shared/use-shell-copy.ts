import { useEffect, useSyncExternalStore } from 'react';
import { storedLanguageIsEnglish, WINDOW_EVENTS } from '@tm/shared-contracts';
import { SHELL_COPY, type ShellCopy } from './shell-copy.js';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(WINDOW_EVENTS.languageChange, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(WINDOW_EVENTS.languageChange, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/**
 * The shell's words in the language the toggle chose (stored tm_language, re-read on every
 * languageChange event); Spanish on the server, as the prerendered page is. Also sets the page's
 * lang, so screen readers switch voice.
 */
export function useShellCopy(): ShellCopy {
  const english = useSyncExternalStore(subscribe, storedLanguageIsEnglish, () => false);
  useEffect(() => {
    document.documentElement.lang = english ? 'en' : 'es';
  }, [english]);
  return english ? SHELL_COPY.en : SHELL_COPY.es;
}
