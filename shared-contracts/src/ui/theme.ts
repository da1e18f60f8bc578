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
  },
  /** Light food colours of the illustrations (the plate): ink labels on them stay ≥ 4.5:1. */
  food: {
    vegetables: '#cfe6c8',
    protein: '#f4d3bf',
    carbs: '#f2e2b3',
    fat: '#dfe7b4',
  },
  radius: { sm: '8px', md: '14px', pill: '999px' },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
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
