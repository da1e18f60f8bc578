import { expect, test } from '@playwright/test';
import { ROUTES, type RouteTable } from '@tm/shared-contracts';
import { PORTS } from '../topology.mjs';

const REMOTE_NAMES = Object.keys(PORTS.remotes) as (keyof typeof PORTS.remotes)[];
const remoteOrigin = (name: keyof typeof PORTS.remotes) =>
  `http://127.0.0.1:${PORTS.remotes[name]}`;

test.describe('every route of §2 resolves to the bundle that declares it', () => {
  for (const path of Object.values(ROUTES)) {
    test(path, async ({ page }) => {
      // Ownership is what the deployed remotes declare, gathered into the runtime manifest.
      const { routes } = (await (await page.request.get('/remotes.json')).json()) as {
        routes: RouteTable;
      };
      const owner = routes[path]?.remote;
      expect(owner, `${path} no lo declara ningún remoto`).toBeDefined();
      const owners = new Set<string>();
      page.on('request', (request) => {
        for (const name of REMOTE_NAMES) {
          if (request.url().startsWith(`${remoteOrigin(name)}/remoteEntry`)) owners.add(name);
        }
      });
      await page.goto(path);
      // Every screen has a heading (a page title, or the title of its own error card).
      await expect(page.locator('#contenido').getByRole('heading').first()).toBeVisible();
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toHaveCount(0);
      await expect(page.getByRole('alert').filter({ hasText: 'No pudimos cargar' })).toHaveCount(0);
      // `/` shows its prerendered heading before the app has loaded the remote.
      await expect.poll(() => [...owners]).toContain(owner);
    });
  }
});

test('/onboarding/informe shows the same screen as /onboarding/informe-inicial', async ({
  page,
}) => {
  await page.goto(ROUTES.informeInicial);
  await expect(page.locator('#contenido').getByRole('heading').first()).toBeVisible();
  const first = (await page.locator('#contenido').textContent()) ?? '';
  await page.goto(ROUTES.informe);
  await expect(page.locator('#contenido')).toHaveText(first);
});

test('an unknown path shows the English not-found screen with a way home', async ({ page }) => {
  await page.goto('/no-existe/para-nada');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
