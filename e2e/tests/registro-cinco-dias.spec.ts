import { expect, type Page, test } from '@playwright/test';
import { ROUTES, STORAGE_KEYS } from '@tm/shared-contracts';
import { axeAtBothWidths, daysPass, trialPerson } from './support/program.js';
import { seedLocalStorage } from './support/storage.js';
import { writeLogDay } from './support/registro.js';

// Finding 4 of issue 17: the log could be completed in a minute, "Guardar día N" five times in a
// row. Now it is five real days, lived here across days with the test clock (days-pass).

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const dayRow = (page: Page, n: number) =>
  page
    .getByRole('list', { name: 'Tus 5 días' })
    .getByRole('listitem')
    .nth(n - 1);

async function writeDay(page: Page, n: number, meals: string) {
  await writeLogDay(page, n, meals);
  await expect(heading(page, 'Mes 1 — Observa a tu cuerpo con curiosidad')).toBeVisible();
}

const progress = (page: Page, n: number) =>
  expect(page.getByText(`Progreso diario: ${n}/5 días`)).toBeVisible();

test('the 5-day log is five real days: one entry per date, a blank day written late, none to come', async ({
  page,
}) => {
  test.setTimeout(120_000); // six calendar days and four axe runs
  const userId = await trialPerson(page, { informeReady: false });
  await seedLocalStorage(page, { [STORAGE_KEYS.mensajeDone]: 'true' });

  // Day 1, then four more saves the same day: day 1 is corrected, day 2 is still to come.
  await page.goto(ROUTES.registro);
  await expect(dayRow(page, 1)).toContainText('Por anotar hoy');
  await expect(dayRow(page, 2)).toContainText('Por venir');
  await axeAtBothWidths(page);
  await writeDay(page, 1, 'Avena y fruta');
  for (let i = 0; i < 4; i++) {
    await page.goto(ROUTES.registro);
    await expect(page.getByText('Hoy ya anotaste tu día')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Guardar día 2' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Corregir el día 1' }).click();
    await writeDay(page, 1, `Avena y fruta (${i + 2})`);
  }
  await progress(page, 1);
  // The API refuses tomorrow too, whatever a browser sends.
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const early = await page.request.post('/api/observation-log', {
    data: {
      userId,
      zonaHoraria: 'UTC',
      dias: [
        {
          fecha: tomorrow,
          comidas: 'x',
          horasSueno: 7,
          calidadSueno: 'Buena',
          bristol: 4,
          energia: 5,
        },
      ],
    },
  });
  expect(early.status()).toBe(400);

  // Three days pass with nothing written: the last two can still be written late.
  await daysPass(page, userId, 3);
  await page.goto(ROUTES.registro);
  await expect(dayRow(page, 1)).toContainText('Hecho');
  await expect(dayRow(page, 2)).toContainText('Sin anotar: puedes completarlo hasta el');
  await expect(dayRow(page, 3)).toContainText('ayer');
  await expect(dayRow(page, 4)).toContainText('Por anotar hoy');
  await expect(dayRow(page, 5)).toContainText('Por venir');
  await axeAtBothWidths(page);
  await page.getByRole('button', { name: 'Anotar el día 2' }).click();
  await writeDay(page, 2, 'Caldo de pollo, anotado tarde');
  await progress(page, 2);
  await page.getByRole('link', { name: 'Continuar mi registro de 5 días' }).click();
  await writeDay(page, 4, 'Tacos de frijol');
  await progress(page, 3);

  // Next day: today, and the blank day before yesterday still within its two days.
  await daysPass(page, userId);
  await page.getByRole('link', { name: 'Continuar mi registro de 5 días' }).click();
  await writeDay(page, 5, 'Pescado con verduras');
  await progress(page, 4);
  await page.getByRole('link', { name: 'Continuar mi registro de 5 días' }).click();
  await expect(dayRow(page, 3)).toContainText('Sin anotar');
  await writeDay(page, 3, 'Ensalada con huevo, anotada tarde');

  await expect(page.getByText('Progreso diario')).toHaveCount(0);
  await page.getByRole('button', { name: 'Generar mi informe inicial' }).click();
  await expect(page.getByText('Observaste 5 de 5 días con atención.')).toBeVisible();
  const log = (await (await page.request.get(`/api/observation-log/${userId}`)).json()) as {
    dias: { fecha: string }[];
    cerrado: boolean;
  };
  expect(new Set(log.dias.map((d) => d.fecha)).size).toBe(5);
  expect(log.cerrado).toBe(true);
});
