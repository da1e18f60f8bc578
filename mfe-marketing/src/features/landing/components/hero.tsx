import { Link } from '@tm/shared-contracts/router';
import styled from 'styled-components';
import { ROUTES } from '@tm/shared-contracts';
import { Button, HeroIllustration, theme } from '@tm/shared-contracts/ui';
import { useCtaTooltip } from '../hooks/use-cta-tooltip.js';
import type { LandingCopy } from '../landing-copy.js';

// Room under the button for its tooltip (two lines on a phone), so it covers no text.
const Section = styled.section`
  padding: 3rem 1rem 5rem;
  background: linear-gradient(160deg, ${theme.color.accent} 0%, ${theme.color.page} 70%);
  text-align: center;
  @media (min-width: ${theme.desktopMinWidthPx}px) {
    padding: 5rem 1.5rem 5.5rem;
  }
`;

const Inner = styled.div`
  max-width: 46rem;
  margin: 0 auto;
`;

/** Small on a phone, so the button stays on the first screen. */
const PictureSlot = styled.div`
  display: flex;
  justify-content: center;
  margin: 0 auto 1.25rem;
  max-width: 14rem;
  @media (min-width: ${theme.desktopMinWidthPx}px) {
    max-width: 20rem;
    margin-bottom: 1.75rem;
  }
`;

const Eyebrow = styled.p`
  margin: 0 0 0.75rem;
  color: ${theme.color.primary};
  font-weight: 700;
  letter-spacing: 0.02em;
`;

const Headline = styled.h1`
  margin: 0 0 1rem;
  color: ${theme.color.ink};
  font-size: clamp(2rem, 6vw, 3.25rem);
  line-height: 1.1;
`;

const Lead = styled.p`
  margin: 0 auto 1.25rem;
  max-width: 38rem;
  color: ${theme.color.inkSoft};
  font-size: 1.15rem;
  line-height: 1.6;
`;

/** The price line, above the button: the button's tooltip opens below it and never covers it. */
const Note = styled.p`
  margin: 0 auto 1.5rem;
  max-width: 38rem;
  color: ${theme.color.inkSoft};
  font-size: 0.95rem;
`;

const TooltipAnchor = styled.span`
  position: relative;
  display: inline-block;
`;

const Tooltip = styled.span`
  position: absolute;
  top: calc(100% + 0.6rem);
  left: 50%;
  z-index: 5;
  width: max-content;
  max-width: min(18rem, 80vw);
  padding: 0.5rem 0.75rem;
  transform: translateX(-50%);
  border-radius: ${theme.radius.sm};
  background: ${theme.color.ink};
  color: ${theme.color.surface};
  font-size: 0.95rem;
  line-height: 1.4;
  &[hidden] {
    display: none;
  }
`;

export function Hero({ copy }: { copy: LandingCopy }) {
  const tooltip = useCtaTooltip();
  return (
    <Section aria-labelledby="hero-title">
      <Inner>
        <PictureSlot>
          <HeroIllustration text={copy.heroPicture} />
        </PictureSlot>
        <Eyebrow>{copy.eyebrow}</Eyebrow>
        <Headline id="hero-title">{copy.headline}</Headline>
        <Lead>{copy.lead}</Lead>
        <Note>{copy.ctaNote}</Note>
        <TooltipAnchor>
          <Button
            as={Link}
            to={ROUTES.diagnostico}
            aria-describedby="hero-cta-tooltip"
            {...tooltip.triggerProps}
          >
            {copy.cta}
          </Button>
          <Tooltip id="hero-cta-tooltip" role="tooltip" hidden={!tooltip.open}>
            {copy.ctaTooltip}
          </Tooltip>
        </TooltipAnchor>
      </Inner>
    </Section>
  );
}
