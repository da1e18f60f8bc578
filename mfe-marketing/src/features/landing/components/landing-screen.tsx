import { useEffect } from 'react';
import { useLocation } from '@tm/shared-contracts/router';
import { TIMINGS } from '@tm/shared-contracts';
import { useLandingLanguage } from '../hooks/use-landing-language.js';
import { LANDING_COPY } from '../landing-copy.js';
import { Benefits } from './benefits.js';
import { Hero } from './hero.js';
import { MedicalDisclaimer } from './medical-disclaimer.js';
import { Pillars } from './pillars.js';
import { SUBSCRIPTION_ANCHOR, type LandingScrollState } from '../../../shared/landing-scroll.js';
import { Subscription } from './subscription.js';
import { SuccessStories } from './success-stories.js';

/** The landing page (/): the first screen most people see. */
export function LandingScreen() {
  const language = useLandingLanguage();
  const copy = LANDING_COPY[language];
  const location = useLocation();
  const scrollTo = (location.state as LandingScrollState | null)?.scrollTo;

  useEffect(() => {
    if (scrollTo !== SUBSCRIPTION_ANCHOR) return;
    const timer = window.setTimeout(() => {
      document.getElementById(SUBSCRIPTION_ANCHOR)?.scrollIntoView({ behavior: 'smooth' });
    }, TIMINGS.scrollToSubscriptionMs);
    return () => window.clearTimeout(timer);
  }, [scrollTo, location.key]);

  return (
    <main lang={language} data-layout={scrollTo === SUBSCRIPTION_ANCHOR ? 'full' : undefined}>
      <Hero copy={copy} />
      <Benefits copy={copy} />
      <Pillars copy={copy} />
      <SuccessStories copy={copy} language={language} />
      <Subscription copy={copy} />
      <MedicalDisclaimer copy={copy} />
    </main>
  );
}
