import { readFileSync, statSync, writeFileSync } from 'node:fs';
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

const notFound = (page: Page) => page.getByRole('heading', { name: '404 Page Not Found' });

test.afterAll(() => removeCopy('mfe-chat'));

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
  const site = await startSite(60, {}, { routesTtlMs: 500 });
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
