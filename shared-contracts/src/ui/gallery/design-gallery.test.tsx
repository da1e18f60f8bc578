// `npm run docs:gallery` runs this test with WRITE_DESIGN_GALLERY=1 to write docs/design-system.html
// from the real components; without it, the test checks the committed page shows every section.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GALLERY_SECTIONS, renderGallery } from './design-gallery.js';

const doc = path.join(__dirname, '../../../../docs/design-system.html');
// The font file itself (Jest maps a `.woff2` import to a stand-in URL): the one font.ts imports.
const fontFile = path.join(
  path.dirname(require.resolve('@fontsource-variable/atkinson-hyperlegible-next/package.json')),
  'files/atkinson-hyperlegible-next-latin-wght-normal.woff2',
);

test('docs/design-system.html shows every part of the design system (npm run docs:gallery)', () => {
  if (process.env.WRITE_DESIGN_GALLERY) {
    const font = `data:font/woff2;base64,${readFileSync(fontFile).toString('base64')}`;
    writeFileSync(doc, renderGallery(font));
  }
  const page = readFileSync(doc, 'utf8');
  for (const title of GALLERY_SECTIONS) expect(page).toContain(`<h2>${title}</h2>`);
  expect(page).toContain(`data:font/woff2;base64,${readFileSync(fontFile).toString('base64')}`);
  // Self-contained: no script and nothing fetched from elsewhere.
  expect(page).not.toMatch(/<script|<link|src="http|url\(http/);
});

test('the gallery renders the real components', () => {
  const page = renderGallery('data:font/woff2;base64,');
  expect(page).toContain('role="radiogroup"');
  expect(page).toContain('role="progressbar"');
  expect((page.match(/role="img"/g) ?? []).length).toBe(1 + 1 + 3 + 7 + 1);
  expect(page).toContain('@media (prefers-reduced-motion: reduce)');
});
