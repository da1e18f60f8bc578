// The fallback faces' numbers are capsize's (the same formula Next.js uses), not guessed.
import { createFontStack } from '@capsizecss/core';
import { entireMetricsCollection as metrics } from '@capsizecss/metrics/entireMetricsCollection';
import { FALLBACK_FACES, FONT_STACK, fallbackFaces } from './font-stack.js';

test('the Arial stand-in is scaled as createFontStack scales it', () => {
  const [face] = createFontStack([metrics.atkinsonHyperlegibleNext, metrics.arial], {
    fontFaceFormat: 'styleObject',
  }).fontFaces;
  const arial = face!['@font-face'];
  expect(FALLBACK_FACES[0]).toMatchObject({
    ascentOverride: arial.ascentOverride,
    descentOverride: arial.descentOverride,
    sizeAdjust: arial.sizeAdjust,
  });
});

test('the DejaVu stand-in keeps Atkinson’s ascent and descent at its own scale', () => {
  const { ascent, descent, unitsPerEm } = metrics.atkinsonHyperlegibleNext;
  const [ascentOverride, descentOverride, sizeAdjust] = [
    FALLBACK_FACES[1].ascentOverride,
    FALLBACK_FACES[1].descentOverride,
    FALLBACK_FACES[1].sizeAdjust,
  ].map((v) => parseFloat(v) / 100);
  expect(ascentOverride).toBeCloseTo(ascent / unitsPerEm / sizeAdjust!, 4);
  expect(descentOverride).toBeCloseTo(-descent / unitsPerEm / sizeAdjust!, 4);
});

test('the stack names the font, then each stand-in, then the system fonts', () => {
  expect(FONT_STACK).toMatch(
    /^'Atkinson Hyperlegible Next', 'Atkinson Next Fallback Arial', 'Atkinson Next Fallback DejaVu', system-ui/,
  );
  for (const { family } of FALLBACK_FACES)
    expect(fallbackFaces()).toContain(`font-family: '${family}'`);
});
