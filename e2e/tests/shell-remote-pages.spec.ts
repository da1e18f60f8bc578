import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '@tm/shared-contracts';
import { repoRoot } from '../../scripts/bundles.mjs';
import { buildRemoteCopy, copyRemote, removeCopy } from './support/remote-copy.js';
import { startSite } from './support/site.js';

const NEW_PAGE = '/novedades';
const NEW_SCREEN = `export function NovedadesScreen() {
  return <h1>Novedades del programa</h1>;
}
`;

/** The chat team's change: a new page, and Module 1 taken away; nothing outside mfe-chat. */
function addPageAndRemoveModulo1(copyDir: string) {
  writeFileSync(path.join(copyDir, 'src/novedades-screen.tsx'), NEW_SCREEN);
  const routesFile = path.join(copyDir, 'src/routes.ts');
  const routes = readFileSync(routesFile, 'utf8');
  const edited = `import { NovedadesScreen } from './novedades-screen.js';\n${routes}`.replace(
    '  [ROUTES.modulo1]: Modulo1Screen,',
    `  '${NEW_PAGE}': NovedadesScreen,`,
  );
  expect(edited).not.toBe(routes);
  writeFileSync(routesFile, edited);
  const declared = [{ path: ROUTES.chatSemanal }, { path: NEW_PAGE }];
  writeFileSync(path.join(copyDir, 'src/routes.json'), JSON.stringify(declared));
}

/**
 * A sixth remote, `novedades`, made from a copy of mfe-progress: its own container name, one page
 * and its routes.json. Nothing outside its folder changes.
 */
function makeNovedadesRemote(copyDir: string) {
  const configFile = path.join(copyDir, 'rspack.config.mjs');
  const config = readFileSync(configFile, 'utf8');
  const renamed = config.replace("name: 'progress'", "name: 'novedades'");
  expect(renamed).not.toBe(config);
  writeFileSync(configFile, renamed);
  writeFileSync(path.join(copyDir, 'src/novedades-screen.tsx'), NEW_SCREEN);
  writeFileSync(
    path.join(copyDir, 'src/routes.ts'),
    `import { NovedadesScreen } from './novedades-screen.js';\n` +
      `export const screens = { '${NEW_PAGE}': NovedadesScreen };\n`,
  );
  writeFileSync(path.join(copyDir, 'src/routes.json'), JSON.stringify([{ path: NEW_PAGE }]));
}

const notFound = (page: Page) => page.getByRole('heading', { name: '404 Page Not Found' });
const shellFiles = () =>
  readdirSync(path.join(repoRoot, 'shell/dist')).map((file) =>
    path.join(repoRoot, 'shell/dist', file),
  );

test.afterAll(() => {
  removeCopy('mfe-chat');
  removeCopy('mfe-progress');
});

test('a remote adds and removes pages by redeploying only itself; the rest stays not found', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const copyDir = copyRemote('mfe-chat');
  addPageAndRemoveModulo1(copyDir);
  const untouched = ['shell/dist/index.html', 'shell/server/gateway.mjs'].map((file) =>
    path.join(repoRoot, file),
  );
  const before = untouched.map((file) => statSync(file).mtimeMs);
  const dist = buildRemoteCopy(copyDir);
  expect(untouched.map((file) => statSync(file).mtimeMs)).toEqual(before);

  // A running deployment, its gateway reading the remotes' routes every half second.
  const site = await startSite(80, {}, { routesTtlMs: 500 });
  try {
    await page.goto(`${site.origin}${NEW_PAGE}`);
    await expect(notFound(page)).toBeVisible();

    await site.stopRemote('chat');
    await site.startRemote('chat', dist);
    // Neither the shell nor the gateway restarts: the next read of /remotes.json has the page.
    await expect(async () => {
      await page.goto(`${site.origin}${NEW_PAGE}`);
      await expect(page.getByRole('heading', { name: 'Novedades del programa' })).toBeVisible({
        timeout: 2000,
      });
    }).toPass({ timeout: 15_000 });

    await page.goto(`${site.origin}${ROUTES.modulo1}`);
    await expect(notFound(page)).toBeVisible();
    await page.goto(`${site.origin}/no-existe`);
    await expect(notFound(page)).toBeVisible();
    await page.goto(`${site.origin}${ROUTES.chatSemanal}`);
    await expect(page.locator('#contenido').getByRole('heading').first()).toBeVisible();
    await expect(notFound(page)).toHaveCount(0);
  } finally {
    await site.close();
  }
});

test('a sixth remote is served by the untouched shell once the runtime manifest names it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const copyDir = copyRemote('mfe-progress');
  makeNovedadesRemote(copyDir);
  const before = shellFiles().map((file) => [file, statSync(file).mtimeMs]);
  const dist = buildRemoteCopy(copyDir);
  // The shell was built before this remote existed and knows no list of remotes.
  expect(shellFiles().map((file) => [file, statSync(file).mtimeMs])).toEqual(before);
  for (const file of shellFiles().filter((name) => name.endsWith('.js')))
    expect(readFileSync(file, 'utf8')).not.toContain('novedades');

  const site = await startSite(70, {}, { newRemotes: { novedades: dist } });
  try {
    const manifest = await (await page.request.get(`${site.origin}/remotes.json`)).json();
    expect(manifest.routes[NEW_PAGE]).toEqual({ remote: 'novedades', trialOverlays: true });

    await page.goto(`${site.origin}${NEW_PAGE}`);
    await expect(page.getByRole('heading', { name: 'Novedades del programa' })).toBeVisible();
    await expect(notFound(page)).toHaveCount(0);
    // The other remotes and the not-found page are as they were.
    await page.goto(`${site.origin}${ROUTES.miProgreso}`);
    await expect(page.locator('#contenido').getByRole('heading').first()).toBeVisible();
    await expect(notFound(page)).toHaveCount(0);
    await page.goto(`${site.origin}/no-existe`);
    await expect(notFound(page)).toBeVisible();
  } finally {
    await site.close();
  }
});
