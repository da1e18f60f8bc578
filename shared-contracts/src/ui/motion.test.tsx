// Motion respects `prefers-reduced-motion` (WCAG 2.3.3): the global rule every page mounts, and the
// skeleton's own, checked in the CSS that styled-components writes.
import { GlobalStyles, WebFont } from './global-styles.js';
import { renderStatic } from './render-static.js';
import { Skeleton } from './skeleton.js';

const compact = (css: string) => css.replace(/\s+/g, ' ');

test('GlobalStyles turns transitions, animations and smooth scrolling off for reduced motion', () => {
  const css = compact(renderStatic(<GlobalStyles />).styles);
  const rule = css.slice(css.indexOf('@media (prefers-reduced-motion: reduce)'));
  expect(rule).not.toBe('');
  expect(rule).toContain('scroll-behavior:auto!important');
  expect(rule).toContain('transition:none!important');
  expect(rule).toContain('animation:none!important');
});

test('WebFont declares the self-hosted font, swapped in without delaying text', () => {
  const css = compact(renderStatic(<WebFont />).styles);
  expect(css).toContain("font-family:'Atkinson Hyperlegible Next'");
  expect(css).toContain('font-display:swap');
  expect(css).toMatch(/src:url\(\/fonts\/[^)]+\.woff2\) format\('woff2'\)/);
  expect(css).not.toMatch(/https?:\/\//);
});

test('GlobalStyles (prerendered) scales the stand-ins but asks for no font file', () => {
  const css = compact(renderStatic(<GlobalStyles />).styles);
  expect(css).toContain('size-adjust:');
  expect(css).not.toContain('.woff2');
});

test('the skeleton shimmers, and stands still for reduced motion even without GlobalStyles', () => {
  const css = compact(renderStatic(<Skeleton />).styles);
  expect(css).toMatch(/animation:[^;]*infinite/);
  expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\)\{[^}]*animation:none/);
});
