import { FONT_STACK } from './font-stack.js';

/** Colours and sizes shared by every bundle. Text colours keep ≥ 4.5:1 contrast on their background. */
export const theme = {
  color: {
    ink: '#1f2a24',
    inkSoft: '#4a5650',
    page: '#fbfaf6',
    surface: '#ffffff',
    border: '#dcd8cc',
    primary: '#2f6b4f',
    primaryHover: '#25573f',
    /** Text links everywhere (never the browser's blue), and their hovered colour. */
    link: '#2f6b4f',
    linkHover: '#25573f',
    onPrimary: '#ffffff',
    accent: '#f3efe3',
    olive: '#4d5b1f',
    warning: '#b44a09',
    danger: '#b42318',
    dangerSoft: '#fdecea',
    focus: '#1d4ed8',
    /** Alerts (`Alert`): a strong colour for the edge and icon, a soft one behind ink text. */
    info: '#1e5a8a',
    infoSoft: '#e8f1f8',
    success: '#2f6b4f',
    successSoft: '#e6f2ea',
    warningSoft: '#fdf0e1',
    /** Skeleton placeholders and the empty part of a progress bar. */
    muted: '#e9e5da',
  },
  /** Light food colours of the illustrations (the plate): ink labels on them stay ≥ 4.5:1. */
  food: {
    vegetables: '#cfe6c8',
    protein: '#f4d3bf',
    carbs: '#f2e2b3',
    fat: '#dfe7b4',
  },
  /** Colours of the other illustrations (Bristol scale, pillars, landing): drawn shapes keep ≥ 3:1. */
  art: {
    stool: '#9a6b47',
    stoolEdge: '#5e3d24',
    water: '#e2c9a6',
    sky: '#e4efe8',
    sun: '#f2d48a',
    hill: '#b9d6b0',
    hillDeep: '#7fae7a',
    leaf: '#5b8f5a',
  },
  radius: { sm: '8px', md: '14px', lg: '20px', pill: '999px' },
  font: {
    /** Atkinson Hyperlegible Next (self-hosted, `fontFace`), its scaled stand-ins until it loads. */
    body: FONT_STACK,
  },
  /** Type scale (rem, so a reader's larger default text grows everything); headings ease with width. */
  fontSize: {
    sm: '0.95rem',
    body: '1rem',
    md: '1.15rem',
    lg: '1.25rem',
    xl: 'clamp(1.5rem, 4vw, 2rem)',
    display: 'clamp(2rem, 6vw, 3.25rem)',
  },
  lineHeight: { tight: 1.1, heading: 1.3, body: 1.6 },
  fontWeight: { regular: 400, medium: 600, bold: 700 },
  /** Spacing steps (rem): gaps, paddings and margins take one of these. */
  space: {
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
  },
  /** Elevation: a card on the page, a raised panel (toasts), an overlay (modals). */
  shadow: {
    card: '0 1px 3px rgb(0 0 0 / 0.06)',
    raised: '0 8px 24px rgb(0 0 0 / 0.15)',
    overlay: '0 12px 32px rgb(0 0 0 / 0.25)',
  },
  /** Durations of the little motion there is; `prefers-reduced-motion` turns it off (GlobalStyles). */
  motion: { fast: '150ms', slow: '1.4s' },
  /** Above this width the header shows its full navigation (§9 mobile menu breakpoint). */
  desktopMinWidthPx: 769,
  contentMaxWidth: '1080px',
} as const;

export const focusRing = `outline: 3px solid ${theme.color.focus}; outline-offset: 2px;`;

/**
 * The sticky header's height, measured by the shell into this CSS variable (72px until it has).
 * A field scrolled into view (an invalid submit, a focus) stops below the header, not under it.
 */
export const HEADER_HEIGHT_VAR = '--tm-header-height';
export const belowHeader = (extra: string) =>
  `scroll-margin-top: calc(var(${HEADER_HEIGHT_VAR}, 72px) + ${extra});`;

/** Props of a decorative line icon set before a heading's or a button's words: hidden from screen
 * readers (the words say it) and sat on the text's middle line, in every bundle alike. */
export const inlineIcon = {
  'aria-hidden': true,
  focusable: false,
  style: { marginRight: '0.4rem', verticalAlign: '-0.2em', flexShrink: 0 },
} as const;
