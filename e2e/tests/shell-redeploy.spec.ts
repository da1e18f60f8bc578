import { statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { repoRoot } from '../../scripts/bundles.mjs';
import {
  buildRemoteCopy,
  copyRemote,
  removeCopy,
  replaceInSources,
} from './support/remote-copy.js';
import { startSite } from './support/site.js';

const shellIndex = path.join(repoRoot, 'shell/dist/index.html');

test.afterAll(() => removeCopy('mfe-marketing'));

test('a remote rebuilt with new text is what the browser shows, the shell untouched', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  const newTitle = `${title} (nueva versión)`;

  const copyDir = copyRemote('mfe-marketing');
  expect(replaceInSources(path.join(copyDir, 'src'), title, newTitle)).toBeGreaterThan(0);

  const shellBefore = statSync(shellIndex).mtimeMs;
  const dist = buildRemoteCopy(copyDir);
  expect(statSync(shellIndex).mtimeMs).toBe(shellBefore);

  const site = await startSite(30, { marketing: dist });
  try {
    await page.goto(`${site.origin}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newTitle);
    // The suite's own deployment still serves the old build: one remote changed, nothing else.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  } finally {
    await site.close();
  }
});
