import { readFileSync } from 'node:fs';
import path from 'node:path';
import { theme } from '@tm/shared-contracts/ui';

// The manifest and icons are written by `npm run pwa:assets` (shell/pwa/make-pwa-assets.mjs) and
// committed; this fails when the design system's colours change without them.
const publicDir = path.join(__dirname, '../../public');
const manifest = JSON.parse(readFileSync(path.join(publicDir, 'manifest.webmanifest'), 'utf8'));

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): string {
  const png = readFileSync(path.join(publicDir, file));
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

describe('web app manifest', () => {
  it('names the app in Spanish and opens it standalone from the start page', () => {
    expect(manifest).toMatchObject({
      lang: 'es',
      name: expect.stringContaining('Nutrición Funcional'),
      short_name: 'Nutrición Funcional',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
    expect(manifest.short_name.length).toBeLessThanOrEqual(20);
  });

  it('takes its colours from the design system, as the page’s theme-color does', () => {
    expect(manifest.theme_color).toBe(theme.color.primary);
    expect(manifest.background_color).toBe(theme.color.page);
    const html = readFileSync(path.join(__dirname, '../../index.html'), 'utf8');
    expect(html).toContain(`<meta name="theme-color" content="${theme.color.primary}" />`);
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  });

  it('has 192 and 512 px icons, plain and maskable, each the size it says', () => {
    const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
    for (const purpose of ['any', 'maskable'])
      expect(icons.filter((i) => i.purpose === purpose).map((i) => i.sizes)).toEqual([
        '192x192',
        '512x512',
      ]);
    for (const icon of icons) expect(pngSize(icon.src)).toBe(icon.sizes);
  });
});
