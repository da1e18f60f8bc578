// Every colour pair the screens draw, checked against WCAG 2.1 AA: 4.5:1 for text (1.4.3), 3:1 for
// the edges of controls and the focus ring (1.4.11). The pairs come from the bundles' styles
// (grep `theme.color.` in */src); a new pairing belongs here.
import { contrastRatio } from './contrast.js';
import { theme } from './theme.js';

type Token = keyof typeof theme.color;
const WHITE = '#ffffff';
const c = theme.color;

/** Text on a background: [foreground, background, where]. */
const TEXT: [Token | typeof WHITE, Token, string][] = [
  ...(
    ['ink', 'inkSoft', 'primary', 'link', 'linkHover', 'danger', 'warning', 'olive'] as const
  ).flatMap((fg) =>
    (['surface', 'page', 'accent'] as const).map((bg): [Token, Token, string] => [
      fg,
      bg,
      'texto, enlaces y avisos en tarjetas y paneles',
    ]),
  ),
  ['ink', 'dangerSoft', 'aviso de error'],
  ['danger', 'dangerSoft', 'aviso de error'],
  ['onPrimary', 'primary', 'botón principal'],
  ['onPrimary', 'primaryHover', 'botón principal al pasar'],
  [WHITE, 'danger', 'botón de peligro'],
  [WHITE, 'warning', 'insignia de prueba que acaba'],
  [WHITE, 'olive', 'insignia de prueba'],
  ['surface', 'ink', 'franja oscura de la portada'],
  ['ink', 'infoSoft', 'aviso informativo (Alert)'],
  ['ink', 'successSoft', 'aviso de éxito (Alert), opción elegida de Bristol'],
  ['ink', 'warningSoft', 'aviso de cuidado (Alert)'],
  ['inkSoft', 'muted', 'texto junto a una barra de progreso vacía'],
];

/** Edges that show where a control is, and the focus ring: [edge, background, where]. */
const EDGES: [Token, Token, string][] = [
  ['inkSoft', 'surface', 'borde de los campos'],
  ['inkSoft', 'page', 'borde de los campos'],
  ['primary', 'surface', 'borde del botón secundario'],
  ['danger', 'surface', 'campo con error'],
  ['focus', 'page', 'anillo de foco'],
  ['focus', 'surface', 'anillo de foco'],
  ['focus', 'accent', 'anillo de foco'],
  ['info', 'infoSoft', 'icono y borde del aviso informativo'],
  ['success', 'successSoft', 'icono y borde del aviso de éxito'],
  ['warning', 'warningSoft', 'icono y borde del aviso de cuidado'],
  ['danger', 'dangerSoft', 'icono y borde del aviso de error'],
  ['primary', 'muted', 'parte llena de la barra de progreso'],
  ['primary', 'successSoft', 'borde de la opción elegida de Bristol'],
  ['focus', 'successSoft', 'anillo de foco en la opción elegida'],
];

/** Shapes of the pictures that carry meaning (the Bristol types) on what they sit on: ≥ 3:1. */
const ART_EDGES: [keyof typeof theme.art, Token, string][] = [
  ['stoolEdge', 'surface', 'contorno de los tipos de Bristol'],
  ['stoolEdge', 'successSoft', 'contorno de los tipos de Bristol en la opción elegida'],
  ['stool', 'surface', 'relleno de los tipos de Bristol'],
];

const hex = (t: Token | typeof WHITE) => (t === WHITE ? WHITE : c[t]);

describe('design tokens: WCAG 2.1 AA contrast', () => {
  test('the formula gives the known extremes', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  test.each(TEXT)('text %s on %s (%s) is at least 4.5:1', (fg, bg) => {
    expect(contrastRatio(hex(fg), c[bg])).toBeGreaterThanOrEqual(4.5);
  });

  test.each(Object.entries(theme.food))('plate label ink on %s (%s) is at least 4.5:1', (_, bg) => {
    expect(contrastRatio(c.ink, bg)).toBeGreaterThanOrEqual(4.5);
  });

  test.each(EDGES)('edge %s on %s (%s) is at least 3:1', (fg, bg) => {
    expect(contrastRatio(c[fg], c[bg])).toBeGreaterThanOrEqual(3);
  });

  test.each(ART_EDGES)('picture %s on %s (%s) is at least 3:1', (fg, bg) => {
    expect(contrastRatio(theme.art[fg], c[bg])).toBeGreaterThanOrEqual(3);
  });
});
