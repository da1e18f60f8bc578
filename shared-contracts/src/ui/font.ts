// A declaration file has nothing to import; the reference makes `*.woff2` known to every bundle
// whose type check reaches this file (their tsconfigs include only their own src).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./assets.d.ts" />
import latinUrl from '@fontsource-variable/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-wght-normal.woff2';

/** The body font's file (latin subset, every weight in one variable woff2 of 34 KB). */
export const FONT_URL = latinUrl;

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
