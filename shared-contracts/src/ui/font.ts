// A declaration file has nothing to import; the reference makes `*.woff2` known to every bundle
// whose type check reaches this file (their tsconfigs include only their own src).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./assets.d.ts" />
import latinUrl from '@fontsource-variable/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-wght-normal.woff2';

/** The body font's file (latin subset, every weight in one variable woff2 of 34 KB). */
export const FONT_URL = latinUrl;

/**
 * Until the font arrives, text is drawn in a system font scaled to take the same room (the way
 * Next.js and capsize do it), so the swap moves almost nothing (CLS). Arial's numbers (also right
 * for Helvetica, Liberation Sans and Roboto, within 0.5 %) come from @capsizecss/core's
 * createFontStack (font.test.ts checks them); DejaVu Sans, Linux's usual sans-serif, is 14.8 %
 * wider: its size-adjust is the width of the landing's text in each font, measured in Chromium.
 */
export const FALLBACK_FACES = [
  {
    family: 'Atkinson Next Fallback Arial',
    src: "local('Arial'), local('ArialMT'), local('Helvetica'), local('Liberation Sans'), local('Roboto')",
    ascentOverride: '98.7991%',
    descentOverride: '31.7282%',
    sizeAdjust: '99.5961%',
  },
  {
    family: 'Atkinson Next Fallback DejaVu',
    src: "local('DejaVu Sans'), local('DejaVuSans')",
    ascentOverride: '113.0087%',
    descentOverride: '36.2914%',
    sizeAdjust: '87.0730%',
  },
] as const;

/** The body font's stack: the font, its scaled stand-ins, then the system's own. */
export const FONT_STACK = [
  "'Atkinson Hyperlegible Next'",
  ...FALLBACK_FACES.map(({ family }) => `'${family}'`),
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
].join(', ');

/**
 * Atkinson Hyperlegible Next, served from our own origin: only the latin subset (Spanish and
 * English need no other) and no italic file (the browser slants the upright one). `swap`: text
 * shows at once in the stand-in and takes this font when it arrives. Declared by `WebFont`, which
 * only the live page mounts: the prerendered landing does not ask for the file, so it is fetched
 * after the first paint, not with it.
 */
export const webFontFace = (url: string = FONT_URL) => `
  @font-face {
    font-family: 'Atkinson Hyperlegible Next';
    font-style: normal;
    font-weight: 200 800;
    font-display: swap;
    src: url(${url}) format('woff2');
    unicode-range: U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304,
      U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD;
  }
`;

/** The stand-ins' faces: local fonts only, nothing to download, so they come with the first paint. */
export const fallbackFaces = () => `
  ${FALLBACK_FACES.map(
    (face) => `
  @font-face {
    font-family: '${face.family}';
    src: ${face.src};
    ascent-override: ${face.ascentOverride};
    descent-override: ${face.descentOverride};
    line-gap-override: 0%;
    size-adjust: ${face.sizeAdjust};
  }`,
  ).join('')}
`;
