// The body font's stack and its stand-ins: no font file here, so the theme (which e2e tests and
// Node scripts import) stays plain TypeScript.

/**
 * Until the font arrives, text is drawn in a system font scaled to take the same room (the way
 * Next.js and capsize do it), so the swap moves almost nothing (CLS). Arial's numbers (also right
 * for Helvetica, Liberation Sans and Roboto, within 0.5 %) come from @capsizecss/core's
 * createFontStack (font-stack.test.ts checks them); DejaVu Sans, Linux's usual sans-serif, is 14.8 %
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
