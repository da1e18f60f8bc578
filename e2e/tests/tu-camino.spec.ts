import { expect, type Page, test } from '@playwright/test';
import { ROUTES, STORAGE_KEYS } from '@tm/shared-contracts';
import { axeAtBothWidths, daysPass, generateReport, trialPerson } from './support/program.js';

// Issue 18, item 5: a today view for the trial and the first month, reachable from the header.

const next = (page: Page) => page.getByRole('region', { name: 'Lo siguiente' });
const day = (page: Page, key: string) =>
  page
    .getByRole('region', { name: 'Tu día' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: key, exact: true }) });

/** One day of the 5-day log, written through the API on the browser's own calendar day. */
async function logToday(page: Page, userId: string) {
  const { zonaHoraria, fecha } = await page.evaluate(() => ({
    zonaHoraria: Intl.DateTimeFormat().resolvedOptions().timeZone,
    fecha: new Date().toLocaleDateString('en-CA'),
  }));
  const res = await page.request.post('/api/observation-log', {
    data: {
      userId,
      zonaHoraria,
      dias: [
        {
          fecha,
          comidas: 'Huevos, ensalada y pescado',
          horasSueno: 7,
          calidadSueno: 'Buena',
          bristol: 4,
          energia: 6,
        },
      ],
    },
  });
  expect(res.ok()).toBe(true);
}

test('day 1 of a newcomer: the intake is next, and Tu camino is in the header', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(ROUTES.bienvenidaTrial);
  await page.getByRole('button', { name: 'Comenzar mi diagnóstico gratuito' }).click();
  await expect(page.getByRole('progressbar', { name: 'Paso 1 de 12' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Tu camino' }).click();
  await expect(page).toHaveURL(new RegExp(`${ROUTES.tuCamino}$`));
  await expect(page.getByText('Día 1 de 7 de tu prueba gratuita')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Tus 7 días de prueba' })).toContainText(
    'Día 1, hoy',
  );
  await expect(next(page)).toContainText('Tu historial funcional');
  await expect(day(page, 'Tu informe inicial')).toContainText('Todavía no');
  await axeAtBothWidths(page);
  await next(page).getByRole('link', { name: 'Completar mi historial funcional' }).click();
  await expect(page).toHaveURL(new RegExp(`${ROUTES.intake}$`));
});

test('after the intake the report is next, then the day of the log, the lesson, the chat; a new day asks again', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const userId = await trialPerson(page, { informeReady: false });
  await page.goto(ROUTES.tuCamino);
  await expect(day(page, 'Tu historial funcional')).toContainText('Hecho');
  await expect(next(page)).toContainText('Tu informe inicial');
  await expect(next(page).getByRole('link')).toHaveText('Preparar mi informe inicial');

  await generateReport(page, userId);
  await page.reload();
  await expect(next(page)).toContainText('Tu registro de 5 días');
  await expect(next(page)).toContainText('0 de 5 días anotados.');

  await logToday(page, userId);
  await page.reload();
  await expect(next(page)).toContainText('Lección del día 1 del Módulo 1');
  await next(page).getByRole('link', { name: 'Abrir mi lección' }).click();
  await expect(page).toHaveURL(new RegExp(`${ROUTES.modulo1}$`));
  await page
    .getByRole('article', { name: 'El plato que calma tu azúcar' })
    .getByRole('checkbox')
    .check();
  await expect(page.getByText('1 de 7 acciones hechas')).toBeVisible();

  await page.goto(ROUTES.tuCamino);
  await expect(next(page)).toContainText('Tu chat semanal');
  const sent = await page.request.post('/api/weekly-checkin', {
    data: { userId, message: 'Esta semana caminé después de cenar' },
  });
  expect(sent.ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Por hoy está todo hecho' })).toBeVisible();
  await axeAtBothWidths(page);

  // Two days later (the test clock): day 3, a new log day and the third lesson.
  await daysPass(page, userId, 2);
  await page.reload();
  await expect(page.getByText('Día 3 de 7 de tu prueba gratuita')).toBeVisible();
  await expect(next(page)).toContainText('1 de 5 días anotados.');
  await expect(day(page, 'Lección del día 3 del Módulo 1')).toContainText('Por hacer');
  await expect(day(page, 'Tu chat semanal')).toContainText('Hecho');
});

test('without a user id it invites to start the trial', async ({ page }) => {
  await page.goto(ROUTES.tuCamino);
  await expect(
    page.getByRole('heading', { name: 'Tu camino empieza con tu prueba gratuita' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Empezar mi prueba gratuita' })).toHaveAttribute(
    'href',
    ROUTES.bienvenidaTrial,
  );
  expect(await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEYS.userId)).toBeNull();
});
