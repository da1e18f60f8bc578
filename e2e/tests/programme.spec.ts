import { expect, type Page, test } from '@playwright/test';
import { DAY_MS, ROUTES } from '@tm/shared-contracts';
import {
  axeAtBothWidths,
  generateReport,
  subscribeThroughSandbox,
  trialPerson,
} from './support/program.js';

/** The programme's test clock: Module 1 first opened `days` days ago. */
async function module1OpenedDaysAgo(page: Page, userId: string, days: number) {
  const openedAt = Date.now() - days * DAY_MS - 60_000;
  const res = await page.request.post('/api/test/module-1-opened', { data: { userId, openedAt } });
  expect(res.ok()).toBe(true);
  return openedAt;
}

const moduleCard = (page: Page, n: number) =>
  page.getByRole('article', { name: new RegExp(`^Módulo ${n}:`) });

test.describe('the programme after Module 1', () => {
  test('a subscriber on day 14 sees Modules 1–3 open and 4 with its date, then does a lesson and the check', async ({
    page,
  }) => {
    const userId = await trialPerson(page);
    await generateReport(page, userId);
    await subscribeThroughSandbox(page);
    const openedAt = await module1OpenedDaysAgo(page, userId, 14);

    await page.goto(ROUTES.modulos);
    await expect(page.getByRole('heading', { level: 1, name: 'Tu programa' })).toBeVisible();
    for (const n of [1, 2, 3]) await expect(moduleCard(page, n)).toContainText('Abierto');
    const day = new Intl.DateTimeFormat('es', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
    }).format(new Date(openedAt + 21 * DAY_MS));
    await expect(moduleCard(page, 4)).toContainText(`Se abre el ${day}`);
    await expect(moduleCard(page, 4).getByRole('link')).toHaveCount(0);
    await expect(moduleCard(page, 2)).toContainText('0 de 5 acciones hechas');
    await axeAtBothWidths(page);

    await moduleCard(page, 2).getByRole('link', { name: 'Abrir el Módulo 2' }).click();
    await expect(page).toHaveURL('/modulo/2');
    const lesson = page.getByRole('article', { name: 'Dónde están los carbohidratos' });
    await expect(lesson).toContainText('Los carbohidratos son la fuente de energía');
    await lesson.getByRole('checkbox').check();
    await expect(page.getByText('1 de 5 acciones hechas')).toBeVisible();

    const check = page.getByRole('region', { name: 'Repaso del Módulo 2' });
    await check.getByRole('radio', { name: 'Un puño cerrado' }).check();
    await expect(check.getByText(/^Correcto\./)).toBeVisible();
    await check.getByRole('radio', { name: 'Un vaso de jugo de naranja' }).check();
    await expect(check.getByText(/^Inténtalo otra vez\./)).toBeVisible();
    await axeAtBothWidths(page);

    await page.getByRole('link', { name: 'Ver todos mis módulos' }).first().click();
    await expect(moduleCard(page, 2)).toContainText('1 de 5 acciones hechas · Repaso pendiente');
  });

  test('a lesson about cutting starch shows her insulin caution above its text', async ({
    page,
  }) => {
    const userId = await trialPerson(page, {
      informacionAdicional: 'Me pongo insulina glargina en la noche.',
    });
    await generateReport(page, userId);
    await subscribeThroughSandbox(page);
    await module1OpenedDaysAgo(page, userId, 7);
    await page.goto('/modulo/2');
    const lesson = page.getByRole('article', { name: 'Tu mano es tu medida' });
    await expect(lesson.getByRole('complementary', { name: /Porque usas insulina/ })).toBeVisible();
    await expect(
      page
        .getByRole('article', { name: 'Dónde están los carbohidratos' })
        .getByRole('complementary'),
    ).toHaveCount(0);
  });

  test('"Finalizar" on day 1 with nothing done leads to Module 1, not its closing screen', async ({
    page,
  }) => {
    const userId = await trialPerson(page);
    await generateReport(page, userId);
    await subscribeThroughSandbox(page);
    await page.goto(ROUTES.informeInicial);
    await page.getByRole('button', { name: 'Finalizar' }).click();
    await expect(page).toHaveURL(ROUTES.modulo1);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Módulo 1: Nutrición funcional para tu azúcar' }),
    ).toBeVisible();
    await expect(page.getByText('0 de 7 acciones hechas')).toBeVisible();
    await expect(page.getByRole('heading', { name: '¡Terminaste el Módulo 1!' })).toHaveCount(0);
  });
});
