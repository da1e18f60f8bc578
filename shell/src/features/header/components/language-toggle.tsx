import { useState } from 'react';
import styled from 'styled-components';
import { emitLanguageChange, STORAGE_KEYS, storedLanguageIsEnglish } from '@tm/shared-contracts';
import { focusRing, theme } from '@tm/shared-contracts/ui';

const Toggle = styled.button`
  min-width: 44px;
  min-height: 44px;
  padding: 0 0.75rem;
  border: 2px solid ${theme.color.primary};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surface};
  color: ${theme.color.primary};
  font-weight: 700;
  cursor: pointer;
  &:focus-visible {
    ${focusRing}
  }
`;

/** ES/EN switch of the landing page: stores tm_language and tells the landing (§4 Language). */
export function LanguageToggle() {
  const [english, setEnglish] = useState(storedLanguageIsEnglish);

  const toggle = () => {
    const next = !english;
    window.localStorage.setItem(STORAGE_KEYS.language, next ? 'en' : 'es');
    setEnglish(next);
    emitLanguageChange(window, next);
  };

  return (
    <Toggle
      type="button"
      onClick={toggle}
      lang={english ? 'es' : 'en'}
      aria-label={english ? 'ES, cambiar a español' : 'EN, switch to English'}
    >
      {english ? 'ES' : 'EN'}
    </Toggle>
  );
}
