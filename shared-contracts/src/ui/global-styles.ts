import { createGlobalStyle } from 'styled-components';
import { fallbackFaces } from './font-stack.js';
import { webFontFace } from './font.js';
import { focusRing, theme } from './theme.js';

/**
 * Someone who asks her system for less motion gets none: no smooth scrolling, transitions or
 * animations (a skeleton's shimmer stands still). WCAG 2.3.3.
 */
export const REDUCED_MOTION_RULE = `
  @media (prefers-reduced-motion: reduce) {
    html {
      scroll-behavior: auto !important;
    }
    *,
    *::before,
    *::after {
      transition: none !important;
      animation: none !important;
    }
  }
`;

/**
 * What every screen's plain elements share, mounted once by the shell: the body font, text links in
 * the theme's colour, visited or not (the browser's blue and purple read as another site's),
 * underlined so they are not told by colour alone (WCAG 1.4.1). Element-only selectors (`:where`
 * adds nothing), so a styled link (a button, the header's links) keeps its own colours: any class
 * outranks these.
 */
export const GlobalStyles = createGlobalStyle`
  ${fallbackFaces()}
  body {
    font-family: ${theme.font.body};
  }
  a {
    color: ${theme.color.link};
    text-underline-offset: 0.15em;
  }
  a:where(:hover) {
    color: ${theme.color.linkHover};
  }
  a:where(:focus-visible) {
    ${focusRing}
  }
  ${REDUCED_MOTION_RULE}
`;

/**
 * The body font's file, mounted by the live page only (shell bootstrap), never by the prerender:
 * the landing's first paint asks for nothing more. `url`: where the file is, if not beside the
 * shell's chunks (the docs gallery inlines it).
 */
export const WebFont = createGlobalStyle<{ url?: string }>`
  ${({ url }) => webFontFace(url)}
`;
