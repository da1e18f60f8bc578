// The intake in steps (issue 18), filled the same way by every spec: each answer on the step that
// shows its label, the required ones given a default when still empty, Next until the summary.
import { expect, type Locator, type Page } from '@playwright/test';
import { ROUTES } from '@tm/shared-contracts';

export const SUMMARY_HEADING = 'Revisa tus respuestas';

/** The required fields (health step, then name and e-mail): used only where still empty. */
const REQUIRED_DEFAULTS: Record<string, string> = {
  'Edad: *': '62',
  'Género: *': 'femenino',
  'Síntomas: *': 'Cansancio por la tarde',
  'Objetivos: *': 'Bajar mi A1C',
  'Nombre completo: *': 'Carmen Ruiz',
  'Correo electrónico: *': 'persona@example.com',
};

const progress = (page: Page) => page.getByRole('progressbar');

async function fill(field: Locator, value: string) {
  const [tag, role] = await field.evaluate((el) => [el.tagName, el.getAttribute('role')]);
  if (tag === 'SELECT') await field.selectOption(value);
  // The Bristol pictures: 'tipo 2' or '2' picks "Tipo 2".
  else if (role === 'radiogroup')
    await field
      .getByRole('radio', { name: new RegExp(`^Tipo ${/[1-7]/.exec(value)?.[0]}\\b`) })
      .check();
  else await field.fill(value);
}

/** The step on screen, as its progress bar reads it ('Paso 3 de 12'). */
export const currentStep = async (page: Page) =>
  (await progress(page).getAttribute('aria-valuetext')) ?? '';

/**
 * From the step on screen to the summary: `answers` (exact label → value; a select takes the
 * option's value) on the step that shows each label; every answer must find its step.
 */
export async function fillIntake(page: Page, answers: Record<string, string> = {}) {
  const pending = new Map(Object.entries(answers));
  await expect(progress(page)).toBeVisible();
  while (!(await page.getByRole('heading', { level: 2, name: SUMMARY_HEADING }).isVisible())) {
    for (const [label, value] of pending) {
      const field = page.getByLabel(label, { exact: true });
      if ((await field.count()) === 0) continue;
      await fill(field, value);
      pending.delete(label);
    }
    for (const [label, value] of Object.entries(REQUIRED_DEFAULTS)) {
      const field = page.getByLabel(label, { exact: true });
      if ((await field.count()) > 0 && !(await field.inputValue())) await fill(field, value);
    }
    const step = await currentStep(page);
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(progress(page)).not.toHaveAttribute('aria-valuetext', step);
  }
  expect([...pending.keys()], 'answers whose label no step showed').toEqual([]);
}

/** Sends the intake from its summary and waits for the initial report (§4). */
export async function submitIntake(page: Page) {
  await page.getByRole('button', { name: 'Guardar mi historial funcional' }).click();
  await expect(page).toHaveURL(new RegExp(`${ROUTES.informeInicial}$`), { timeout: 20_000 });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tu Guía Funcional Personalizada — Inicio' }),
  ).toBeVisible();
}
