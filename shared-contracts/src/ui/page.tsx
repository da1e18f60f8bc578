import styled from 'styled-components';
import { theme } from './theme.js';

/** The centred, padded column every screen sits in (mobile-first). */
export const PageContainer = styled.main`
  box-sizing: border-box;
  width: 100%;
  max-width: ${theme.contentMaxWidth};
  margin: 0 auto;
  padding: 2rem 1rem 3rem;
  color: ${theme.color.ink};
  @media (min-width: ${theme.desktopMinWidthPx}px) {
    padding: 3rem 1.5rem 4rem;
  }
`;

export const PageTitle = styled.h1`
  margin: 0 0 1rem;
  font-size: clamp(1.6rem, 4vw, 2.25rem);
  line-height: 1.2;
  color: ${theme.color.ink};
`;

export const Lead = styled.p`
  margin: 0 0 1.5rem;
  font-size: 1.1rem;
  line-height: 1.6;
  color: ${theme.color.inkSoft};
`;
