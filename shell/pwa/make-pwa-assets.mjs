// Writes the web app manifest and its icons into shell/public from the design system's colours
// (shared-contracts/src/ui/theme.ts): `npm run pwa:assets -w @tm/shell`, then commit the files.
// The icons are drawn here as SVG and rendered to PNG by the Chromium the e2e suite uses, so no
// image comes from outside; `shell/test/web-manifest.test.ts` fails when the files drift.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformSync } from '@swc/core';
import { chromium } from '@playwright/test';

const shellDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const themeFile = path.join(shellDir, '../shared-contracts/src/ui/theme.ts');

/** theme.ts has no imports: compiled to a data: module, it is read as the bundles read it. */
async function loadTheme() {
  const { code } = transformSync(readFileSync(themeFile, 'utf8'), {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'es6' },
  });
  return (await import(`data:text/javascript,${encodeURIComponent(code)}`)).theme;
}

/**
 * A leaf on the programme's green. `maskable`: full-bleed square, the leaf inside the central
 * 60 % (the safe zone a launcher's mask never cuts); otherwise a rounded tile like the favicon.
 */
export function iconSvg({ primary, accent }, { maskable }) {
  const scale = maskable ? 0.6 : 0.8;
  const offset = (512 - 512 * scale) / 2;
  const tile = maskable
    ? `<rect width="512" height="512" fill="${primary}"/>`
    : `<rect width="512" height="512" rx="112" fill="${primary}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${tile}
<g transform="translate(${offset} ${offset}) scale(${(512 * scale) / 32})">
<path d="M7 21C7 12 14 7 26 6c-1 12-7 18-15 18-1.6 0-2.9-.4-4-1z" fill="${accent}"/>
<path d="M6 26l12-12" stroke="${primary}" stroke-width="2" stroke-linecap="round" fill="none"/>
</g></svg>`;
}

export const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-192.png', size: 192, maskable: true },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];

/** The manifest: Spanish names, the theme's colours, the icons above. */
export function webManifest(theme) {
  return {
    name: 'Nutrición Funcional · Programa para la diabetes tipo 2',
    short_name: 'Nutrición Funcional',
    description:
      'Programa educativo de nutrición funcional para personas con diabetes tipo 2, prediabetes o resistencia a la insulina.',
    lang: 'es',
    dir: 'ltr',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: theme.color.page,
    theme_color: theme.color.primary,
    icons: ICONS.map(({ file, size, maskable }) => ({
      src: `/icons/${file}`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: maskable ? 'maskable' : 'any',
    })),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const theme = await loadTheme();
  const publicDir = path.join(shellDir, 'public');
  mkdirSync(path.join(publicDir, 'icons'), { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    for (const { file, size, maskable } of ICONS) {
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      const svg = iconSvg(theme.color, { maskable });
      await page.setContent(
        `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
      );
      writeFileSync(
        path.join(publicDir, 'icons', file),
        await page.screenshot({ omitBackground: true, type: 'png' }),
      );
      await page.close();
    }
  } finally {
    await browser.close();
  }
  writeFileSync(
    path.join(publicDir, 'manifest.webmanifest'),
    `${JSON.stringify(webManifest(theme), null, 2)}\n`,
  );
  console.log('Manifiesto e iconos escritos en shell/public.');
}
