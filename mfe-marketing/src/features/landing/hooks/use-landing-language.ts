import { useEffect, useState } from 'react';
import {
  languageChangeIsEnglish,
  storedLanguageIsEnglish,
  WINDOW_EVENTS,
  type Language,
} from '@tm/shared-contracts';

/** The landing's language: tm_language on load, then every `languageChange` from the header. */
export function useLandingLanguage(): Language {
  const [english, setEnglish] = useState(storedLanguageIsEnglish);
  useEffect(() => {
    const onChange = (event: Event) => {
      const english = languageChangeIsEnglish(event);
      if (english !== null) setEnglish(english);
    };
    window.addEventListener(WINDOW_EVENTS.languageChange, onChange);
    return () => window.removeEventListener(WINDOW_EVENTS.languageChange, onChange);
  }, []);
  return english ? 'en' : 'es';
}
