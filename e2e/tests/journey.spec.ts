import { expect, test } from '@playwright/test';
import { ROUTES, STORAGE_KEYS } from '@tm/shared-contracts';
import { expectNoAxeViolations, subscribeThroughSandbox, trialPerson } from './support/program.js';
import { seedLocalStorage } from './support/storage.js';

// Findings of the journey walk (issue 17), one test each; each failed before its fix.
test.describe('journey', () => {
  test('/onboarding/mes1 shows no developer control in a production build', async ({ page }) => {
    await trialPerson(page, { informeReady: false });
    await seedLocalStorage(page, { [STORAGE_KEYS.intakeDone]: 'true' });
    await page.goto(ROUTES.mes1);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Borrar datos de prueba' })).toHaveCount(0);
  });

  test("a subscriber's header leads to her programme and /onboarding/checkout shows her plan", async ({
    page,
  }) => {
    await trialPerson(page);
    await subscribeThroughSandbox(page);
    await seedLocalStorage(page, { [STORAGE_KEYS.subscribedAt]: String(Date.now()) });
    await page.goto(ROUTES.guia);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Empieza tu diagnóstico' })).toHaveCount(0);
    await header.getByRole('link', { name: 'Mi programa' }).first().click();
    await expect(page).toHaveURL(ROUTES.modulo1);

    await page.goto(ROUTES.checkout);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Tu plan está activo' }),
    ).toBeVisible();
    await expect(page.getByLabel('Número de tarjeta')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Ir a mi perfil' }).click();
    await expect(page).toHaveURL(ROUTES.perfil);
  });
});
