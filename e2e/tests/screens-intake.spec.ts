import { expect, test } from '@playwright/test';
import { ROUTES, STORAGE_KEYS } from '@tm/shared-contracts';
import { seedLocalStorage } from './support/storage.js';

// The intake's screenshot for the docs (docs/screens/intake-375.png, linked from README.md):
// written only with WRITE_SCREENS=1, as `npm run docs:timeline` writes its file.
test.skip(!process.env.WRITE_SCREENS, 'set WRITE_SCREENS=1 to write docs/screens');

test('the intake in steps at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await seedLocalStorage(page, {
    [STORAGE_KEYS.bienvenidaDone]: 'true',
    [STORAGE_KEYS.preRegistro]: JSON.stringify({
      nombre: 'Rosa Pérez',
      email: 'rosa@example.com',
      edad: 61,
      sexo: 'F',
      dx: 'dm2',
    }),
  });
  await page.goto(`${ROUTES.intake}?paso=1`);
  await expect(page.getByRole('progressbar', { name: 'Paso 1 de 12' })).toBeVisible();
  await page.getByLabel('Síntomas: *').fill('Cansancio por la tarde y mucha sed');
  await page.getByLabel('Objetivos: *').fill('Bajar mi A1C');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Información Personal' })).toBeFocused();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: '../docs/screens/intake-375.png', type: 'png' });
});
