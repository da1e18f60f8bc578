import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { repoRoot } from '../../scripts/bundles.mjs';
import { startSite } from './support/site.js';

// A sibling of mfe-marketing, so its rspack config finds ../build like the original does.
const copyDir = path.join(repoRoot, '.redeploy-marketing');
const shellIndex = path.join(repoRoot, 'shell/dist/index.html');

function replaceInSources(dir: string, from: string, to: string): number {
  let count = 0;
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) count += replaceInSources(file, from, to);
    else if (/\.(ts|tsx)$/.test(entry) && !entry.includes('.test.')) {
      const text = readFileSync(file, 'utf8');
      if (text.includes(from)) {
        writeFileSync(file, text.split(from).join(to));
        count += 1;
      }
    }
  }
  return count;
}

test.afterAll(() => rmSync(copyDir, { recursive: true, force: true }));

test('a remote rebuilt with new text is what the browser shows, the shell untouched', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  const newTitle = `${title} (nueva versión)`;

  rmSync(copyDir, { recursive: true, force: true });
  cpSync(path.join(repoRoot, 'mfe-marketing'), copyDir, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|dist)$/.test(source),
  });
  expect(replaceInSources(path.join(copyDir, 'src'), title, newTitle)).toBeGreaterThan(0);

  const shellBefore = statSync(shellIndex).mtimeMs;
  const build = spawnSync('npx', ['rspack', 'build', '--mode', 'production'], {
    cwd: copyDir,
    encoding: 'utf8',
  });
  expect(build.status, build.stderr).toBe(0);
  expect(statSync(shellIndex).mtimeMs).toBe(shellBefore);

  const site = await startSite(30, { marketing: path.join(copyDir, 'dist') });
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
