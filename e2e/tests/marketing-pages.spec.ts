import { expect, test } from '@playwright/test';
import { ROUTES } from '@tm/shared-contracts';
import { expectNoAxeViolations } from './support/program.js';

const POLICIES = [
  { path: ROUTES.privacidad, title: 'Política de privacidad', text: /datos de salud/i },
  { path: ROUTES.terminos, title: 'Términos y condiciones', text: /5 USD al mes/ },
  { path: ROUTES.reembolsos, title: 'Política de reembolsos', text: /2 a 3 días hábiles/ },
];

for (const policy of POLICIES) {
  test(`${policy.path} reads in full, dated October 2025, with a way home`, async ({ page }) => {
    await page.goto(policy.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(policy.title);
    await expect(page.getByText('Última actualización: octubre de 2025.')).toBeVisible();
    await expect(page.getByText(policy.text).first()).toBeVisible();
    await expect(page.getByText(/comerciante registrado/).first()).toBeVisible();
    await page.getByRole('link', { name: '← Volver al inicio' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
}

test('the refund policy states the guarantee, renewals and bank time', async ({ page }) => {
  await page.goto(ROUTES.reembolsos);
  await expect(page.getByText(/7 días de garantía de reembolso/).first()).toBeVisible();
  await expect(page.getByText(/renovaciones mensuales no se reembolsan/i).first()).toBeVisible();
  await expect(page.getByText(/5 a 10 días hábiles/).first()).toBeVisible();
});

test('the mini-guide teaches the steps and its subscribe button leads to /resultados', async ({
  page,
}) => {
  await page.goto(ROUTES.guia);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Mini guía para revertir la resistencia a la insulina',
  );
  await expect(page.getByRole('heading', { name: /Camina después de comer/ })).toBeVisible();
  await page.getByRole('link', { name: 'Suscribirme al programa' }).click();
  await expect(page).toHaveURL(/\/resultados$/);
});

const PAGES = [
  ROUTES.landing,
  ROUTES.preRegistro,
  ROUTES.diagnostico,
  ROUTES.resultados,
  `${ROUTES.resultados}?genero=femenino`,
  ROUTES.analisis,
  ROUTES.guia,
  ROUTES.privacidad,
  ROUTES.terminos,
  ROUTES.reembolsos,
];

for (const width of [375, 1280]) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    for (const path of PAGES) {
      test(`${path} has no axe violation`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('#contenido').getByRole('heading').first()).toBeVisible();
        // The prerendered landing is replaced by the live one; wait until the app owns it.
        await expect(page.locator('[data-prerendered]')).toHaveCount(0);
        await expectNoAxeViolations(page);
      });
    }

    test('the interpreter with every estado shown has no axe violation', async ({ page }) => {
      await page.goto(`${ROUTES.resultados}?genero=masculino`);
      const values = ['6.8', '60', '215', '120', '45', '180', '18'];
      const inputs = page.getByRole('spinbutton');
      for (const [i, value] of values.entries()) await inputs.nth(i).fill(value);
      await page.getByRole('button', { name: 'Analizar mis resultados' }).click();
      await expect(page.getByRole('article')).toHaveCount(7);
      await expectNoAxeViolations(page);
    });

    test('a diagnosis result has no axe violation', async ({ page }) => {
      await page.goto(ROUTES.diagnostico);
      // all() does not wait: let the three questions render first.
      await expect(page.getByRole('group')).toHaveCount(3);
      for (const group of await page.getByRole('group').all())
        await group.getByRole('radio').first().check();
      await page.getByRole('button', { name: 'Ver mi resultado funcional' }).click();
      await expect(page.getByRole('list', { name: 'Tus cinco primeros pasos' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
