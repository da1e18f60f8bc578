import { useLandingLanguage } from '../hooks/use-landing-language.js';
import { LANDING_COPY } from '../landing-copy.js';
import { Benefits } from './benefits.js';
import { Hero } from './hero.js';

/** The landing page (/): the first screen most people see. */
export function LandingScreen() {
  const language = useLandingLanguage();
  const copy = LANDING_COPY[language];
  return (
    <main lang={language}>
      <Hero copy={copy} />
      <Benefits copy={copy} />
    </main>
  );
}
