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

  test('greetings are neutral when the gender is unknown', async ({ page }) => {
    await page.goto(ROUTES.bienvenidaTrial);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Te damos la bienvenida a tu prueba gratuita de 7 días',
      }),
    ).toBeVisible();
  });

  test('the English toggle covers the whole shell: header, skip link, menu and footer', async ({
    page,
  }) => {
    // The toggle lives on the landing (§4); the shell around it must follow it too.
    await page.goto(ROUTES.landing);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'EN, switch to English' }).first().click();
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Home' }).first()).toBeAttached();
    await expect(header.getByRole('link', { name: 'Start your diagnosis' }).first()).toBeAttached();
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeAttached();
    await expect(page.getByRole('contentinfo')).toContainText('This programme is educational');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('button', { name: 'ES, cambiar a español' }).first().click();
    await expect(header.getByRole('link', { name: 'Inicio' }).first()).toBeAttached();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });
});
