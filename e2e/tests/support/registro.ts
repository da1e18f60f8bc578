import type { Page } from '@playwright/test';

/** Fills the 5-day log's form for one day (meals as given, 7 h of good sleep, Bristol 4) and saves. */
export async function writeLogDay(page: Page, day: number, meals: string) {
  await page.getByLabel(/¿Qué comiste (hoy|ese día)\? \*/).fill(meals);
  await page.getByLabel('Horas de sueño *').fill('7');
  await page.getByLabel('Calidad del sueño *').selectOption('Buena');
  await page.getByRole('radio', { name: /^Tipo 4/ }).check();
  await page.getByRole('button', { name: `Guardar día ${day}` }).click();
}
