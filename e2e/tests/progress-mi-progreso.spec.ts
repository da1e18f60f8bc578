import { expect, test } from '@playwright/test';
import { ROUTES } from '@tm/shared-contracts';
import { expectNoAxeViolations, trialPerson } from './support/program.js';

test.describe('Mi progreso (issue 19)', () => {
  test('nothing of the progress remote loads with the landing', async ({ page, baseURL }) => {
    const remotes = (await (await page.request.get('/remotes.json')).json()) as {
      remotes: Record<string, string>;
    };
    // Wherever the remote is deployed: its folder (same origin) or its own origin.
    const progressBase = new URL('.', new URL(remotes.remotes.progress!, baseURL)).href;
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(ROUTES.landing);
    await page.waitForLoadState('networkidle');
    expect(requested.filter((url) => url.startsWith(progressBase))).toEqual([]);
  });

  test('logs a glucose in mmol/L, shows it in mg/dL, with the chart and its table; axe clean at 375 and 1280 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await trialPerson(page);
    await page.goto(ROUTES.miProgreso);
    await expect(page.getByRole('heading', { name: 'Mi progreso' })).toBeVisible();
    await expect(page.getByText('Todavía no tienes mediciones de glucosa.')).toBeVisible();

    await page.getByRole('radio', { name: 'mmol/L' }).check();
    await page.getByLabel('Valor (mmol/L)').fill('6,2');
    await page.getByLabel('¿Cuándo la mediste?').selectOption('despues_comida');
    await page.getByRole('button', { name: 'Guardar medición' }).click();
    await expect(page.getByText('Guardamos tu medición de 6,2 mmol/L.')).toBeVisible();

    const table = page.getByRole('table', { name: /Tus mediciones de glucosa/ });
    await expect(table.getByRole('cell', { name: '6,2', exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Gráfica de tu glucosa por día' })).toBeVisible();
    await expect(
      page.getByText(/1 medición del .* dentro del rango objetivo \(3,9–10 mmol\/L/),
    ).toBeVisible();

    // 6.2 mmol/L × 18.016 = 111.7 mg/dL.
    await page.getByRole('radio', { name: 'mg/dL' }).check();
    await expect(table.getByRole('cell', { name: '112', exact: true })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Glucosa (mg/dL)' })).toBeVisible();
    await expect(page.getByLabel('Valor (mg/dL)')).toBeVisible();
    await expectNoAxeViolations(page);

    // The preference stays on this device.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.reload();
    await expect(table.getByRole('cell', { name: '112', exact: true })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'mg/dL' })).toBeChecked();
    await expectNoAxeViolations(page);
  });

  test('a low reading shows the chat triage’s safety answer on top', async ({ page }) => {
    await trialPerson(page, { pais: 'Colombia' });
    await page.goto(ROUTES.miProgreso);
    await page.getByLabel('Valor (mg/dL)').fill('52');
    await page.getByRole('button', { name: 'Guardar medición' }).click();
    const alert = page.getByRole('alert').filter({ hasText: '15 g de azúcar rápida' });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('link', { name: /Llamar a emergencias: 123/ })).toHaveAttribute(
      'href',
      'tel:123',
    );
    await expectNoAxeViolations(page);
  });
});
