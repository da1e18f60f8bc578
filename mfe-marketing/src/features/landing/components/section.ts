import styled from 'styled-components';
import { theme } from '@tm/shared-contracts/ui';

/**
 * A landing section: centred column with its h2. Each sits below the hero, so the browser lays it
 * out only as it nears the screen (content-visibility): a phone shows the first screen sooner.
 * A landing asked to scroll to a section lays out everything, so the scroll lands exactly.
 */
export const LandingSection = styled.section`
  max-width: ${theme.contentMaxWidth};
  margin: 0 auto;
  padding: 3rem 1rem;
  content-visibility: auto;
  contain-intrinsic-size: auto 800px;
  main[data-layout='full'] & {
    content-visibility: visible;
  }
  h2 {
    margin: 0 0 1.5rem;
    text-align: center;
    font-size: clamp(1.5rem, 4vw, 2rem);
  }
`;

export const CardGrid = styled.ul`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: ${theme.desktopMinWidthPx}px) {
    grid-template-columns: repeat(3, 1fr);
  }
  h3 {
    margin: 0 0 0.5rem;
    color: ${theme.color.primary};
  }
  p {
    margin: 0;
    color: ${theme.color.inkSoft};
    line-height: 1.6;
  }
`;
