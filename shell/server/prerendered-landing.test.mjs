// Issue 22: the prerendered landing loads its small boot script, which names the app's entry,
// instead of the app itself; an older build without the boot script keeps the app's entry.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { createLandingPage } from './prerendered-landing.mjs';

const INDEX =
  '<html><head><script defer src="/main.0f65dea8.js"></script></head><body><div id="root"></div></body></html>';

function builds({ landingBoot }) {
  const shellDir = mkdtempSync(path.join(os.tmpdir(), 'tm-shell-'));
  const remoteDir = mkdtempSync(path.join(os.tmpdir(), 'tm-marketing-'));
  mkdirSync(path.join(shellDir, 'prerender'));
  mkdirSync(path.join(remoteDir, 'prerender'));
  writeFileSync(path.join(shellDir, 'index.html'), INDEX);
  const layout = { styles: '', html: '<header></header><div data-prerender-screen=""></div>' };
  writeFileSync(path.join(shellDir, 'prerender/shell.json'), JSON.stringify(layout));
  const landing = { styles: '', html: '<main><h1>Hola</h1></main>' };
  writeFileSync(path.join(remoteDir, 'prerender/landing.json'), JSON.stringify(landing));
  if (landingBoot) writeFileSync(path.join(shellDir, landingBoot), '');
  return createLandingPage({ shellDir, remoteDir });
}

test('the landing loads its boot script, which names the app', async () => {
  const page = await builds({ landingBoot: 'landing-boot.1a2b3c4d.js' })();
  assert.match(
    page,
    /<script defer src="\/landing-boot\.1a2b3c4d\.js" data-app="\/main\.0f65dea8\.js"><\/script>/,
  );
  assert.doesNotMatch(page, /<script defer src="\/main/);
  assert.match(page, /<div id="root" data-prerendered=""><header><\/header><main><h1>Hola/);
});

test('without a boot script the landing loads the app as index.html does', async () => {
  const page = await builds({ landingBoot: null })();
  assert.match(page, /<script defer src="\/main\.0f65dea8\.js"><\/script>/);
  assert.match(page, /data-prerendered=""/);
});
