import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '@tm/shared-contracts';

const APP_ENTRY = /\/main\.[0-9a-f]{8}\.js$/;

/** Holds the app's entry script until `release()`: the landing stays the prerendered page. */
async function holdTheApp(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(APP_ENTRY, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const prerendered = (page: Page) => page.locator('#root[data-prerendered]');

test('the landing loads only its small boot script; the app is named, not loaded', async ({
  request,
}) => {
  const html = await (await request.get(ROUTES.landing)).text();
  const scripts = html.match(/<script[^>]*>/g) ?? [];
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toMatch(
    /src="\/landing-boot\.[0-9a-f]{8}\.js" data-app="\/main\.[0-9a-f]{8}\.js"/,
  );
});

test('a link clicked before the app has booted opens its screen once the app is there', async ({
  page,
}) => {
  const release = await holdTheApp(page);
  await page.goto(ROUTES.landing);
  await expect(prerendered(page)).toHaveCount(1);
  await page.getByRole('link', { name: 'Empieza tu prueba gratuita de 7 días' }).click();
  // The click is held on the prerendered page, which is still there and says it is busy.
  await expect(prerendered(page)).toHaveAttribute('aria-busy', 'true');
  expect(new URL(page.url()).pathname).toBe(ROUTES.landing);
  release();
  await expect(page.getByRole('heading', { name: 'Tu diagnóstico funcional' })).toBeVisible();
  await expect(page).toHaveURL(/\/diagnostico$/);
});

test('the trial button clicked before the app has booted starts the trial', async ({ page }) => {
  const release = await holdTheApp(page);
  await page.goto(ROUTES.landing);
  await page
    .locator('#suscripcion')
    .getByRole('button', { name: 'Comenzar mi prueba gratuita' })
    .click();
  await expect(prerendered(page)).toHaveCount(1);
  release();
  await expect(page).toHaveURL(/\/onboarding\/bienvenida-trial$/);
});

test('a link clicked while the app cannot load is followed as a plain link', async ({ page }) => {
  await page.route(APP_ENTRY, (route) => route.abort());
  await page.goto(ROUTES.landing);
  await page.getByRole('link', { name: 'Empieza tu prueba gratuita de 7 días' }).click();
  await expect(page).toHaveURL(/\/diagnostico$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing’s links are plain links that work', async ({ page }) => {
    await page.goto(ROUTES.landing);
    await page.getByRole('link', { name: 'Empieza tu prueba gratuita de 7 días' }).click();
    await expect(page).toHaveURL(/\/diagnostico$/);
  });
});
