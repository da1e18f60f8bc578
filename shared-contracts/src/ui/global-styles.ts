import { createGlobalStyle } from 'styled-components';
import { focusRing, theme } from './theme.js';

/**
 * What every screen's plain elements share, mounted once by the shell: text links in the theme's
 * colour, visited or not (the browser's blue and purple read as another site's), underlined so they
 * are not told by colour alone (WCAG 1.4.1). Element-only selectors (`:where` adds nothing), so a
 * styled link (a button, the header's links) keeps its own colours: any class outranks these.
 */
export const GlobalStyles = createGlobalStyle`
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
`;
