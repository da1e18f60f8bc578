import { expect, test, type Page } from '@playwright/test';
import { ROUTES, STORAGE_KEYS } from '@tm/shared-contracts';
import {
  CATEGORIAS,
  PATTERNS,
  type PatternKey,
} from '../../mfe-marketing/src/shared/diagnosis/diagnosis-patterns.js';
import {
  DIAGNOSIS_QUESTIONS,
  scoreDiagnosis,
} from '../../mfe-marketing/src/shared/diagnosis/diagnosis.js';
import { seedLocalStorage } from './support/storage.js';

const toasts = (page: Page) => page.getByRole('region', { name: 'Notificaciones (F8)' });

/** Option indexes (one per question) whose answers give `key`, found with the real scoring rule. */
function choicesFor(key: PatternKey): number[] {
  for (let a = 0; a < 4; a++)
    for (let b = 0; b < 4; b++)
      for (let c = 0; c < 4; c++) {
        const choices = [a, b, c];
        const answers = choices.map((o, q) => ({
          questionIndex: q,
          answer: DIAGNOSIS_QUESTIONS[q]!.opciones[o]!,
        }));
        if (scoreDiagnosis(answers).clave === key) return choices;
      }
  throw new Error(`Ningún conjunto de respuestas da ${key}`);
}

async function fillPreRegistro(page: Page, edad: string) {
  await page.getByLabel('Tu nombre').fill('Lucía');
  await page.getByLabel('Correo electrónico').fill('lucia@example.com');
  await page.getByLabel('Edad').fill(edad);
  await page.getByLabel('Sexo').selectOption('F');
  await page.getByLabel('¿Tienes algún diagnóstico?').selectOption('prediabetes');
}

test('pre-registration: incomplete and invalid data are refused, a valid form continues', async ({
  page,
}) => {
  await page.goto(ROUTES.preRegistro);
  await page.getByRole('button', { name: 'Continuar' }).click();
  const toast = toasts(page).locator('[data-variant]');
  await expect(toast).toHaveAttribute('data-variant', 'destructive');
  await expect(toast).toContainText('Campos incompletos');
  await expect(toast).toContainText('Por favor completa todos los campos.');
  expect(await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEYS.preRegistro)).toBeNull();

  await fillPreRegistro(page, '15');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Tu edad debe ser un número entero entre 16 y 99.')).toBeVisible();
  await expect(page.getByLabel('Edad')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/pre-registro$/);

  await page.getByLabel('Edad').fill('58');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(toast).toContainText('Datos guardados');
  await expect(toast).toContainText('Continuando al diagnóstico funcional...');
  await expect(page).toHaveURL(/\/diagnostico$/);
  const stored = JSON.parse(
    (await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEYS.preRegistro)) ?? '{}',
  );
  expect(stored).toMatchObject({
    nombre: 'Lucía',
    email: 'lucia@example.com',
    edad: 58,
    sexo: 'F',
    dx: 'prediabetes',
  });
  expect(typeof stored.ts).toBe('number');
  await expect(page.getByText('Hola, Lucía.')).toBeVisible();
});

test('pre-registration: cancel goes home and the privacy link opens the policy', async ({
  page,
}) => {
  await page.goto(ROUTES.preRegistro);
  await page.getByRole('link', { name: 'política de privacidad' }).click();
  await expect(page).toHaveURL(/\/privacidad$/);
  await page.goBack();
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page).toHaveURL(/\/$/);
});

async function answerDiagnosis(page: Page, choices: number[]) {
  const button = page.getByRole('button', { name: 'Ver mi resultado funcional' });
  for (const [q, o] of choices.entries()) {
    await expect(button).toBeDisabled();
    await page
      .getByRole('group', { name: DIAGNOSIS_QUESTIONS[q]!.pregunta })
      .getByRole('radio', { name: DIAGNOSIS_QUESTIONS[q]!.opciones[o]! })
      .check();
  }
  await expect(button).toBeEnabled();
  await button.click();
}

for (const key of [CATEGORIAS[3], 'Metabólico-Estrés'] as PatternKey[]) {
  test(`diagnosis to result: the ${key} pattern`, async ({ page }) => {
    const choices = choicesFor(key);
    await page.goto(ROUTES.diagnostico);
    // Re-picking replaces the earlier answer of that question.
    const first = page.getByRole('group', { name: DIAGNOSIS_QUESTIONS[0].pregunta });
    await first
      .getByRole('radio')
      .nth((choices[0]! + 1) % 4)
      .check();
    await answerDiagnosis(page, choices);

    await expect(page).toHaveURL(/\/resultados$/);
    const pattern = PATTERNS[key];
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pattern.patron);
    await expect(page.getByText(pattern.descripcion)).toBeVisible();
    const items = page
      .getByRole('list', { name: 'Tus cinco primeros pasos' })
      .getByRole('listitem');
    await expect(items).toHaveText([...pattern.recomendaciones]);
    const stored = await page.evaluate(
      (k) => JSON.parse(localStorage.getItem(k) ?? 'null'),
      STORAGE_KEYS.diagnosticoSimple,
    );
    expect(stored).toEqual(
      choices.map((o, q) => ({ questionIndex: q, answer: DIAGNOSIS_QUESTIONS[q]!.opciones[o] })),
    );
    await page.getByRole('link', { name: 'Empezar mi prueba gratuita de 7 días' }).click();
    await expect(page).toHaveURL(/\/onboarding\/bienvenida-trial$/);
  });
}

test('result without answers, or with unreadable ones, asks to take the diagnosis', async ({
  page,
}) => {
  await page.goto(ROUTES.resultados);
  const toast = toasts(page).locator('[data-variant]');
  await expect(toast).toHaveAttribute('data-variant', 'destructive');
  await expect(toast).toContainText('Sin diagnóstico');
  await expect(toast).toContainText('Por favor, completa el diagnóstico primero.');
  await page.getByRole('link', { name: 'Hacer mi diagnóstico' }).click();
  await expect(page).toHaveURL(/\/diagnostico$/);

  await page.evaluate((k) => localStorage.setItem(k, '{roto'), STORAGE_KEYS.diagnosticoSimple);
  await page.goto(ROUTES.resultados);
  await expect(toast).toHaveAttribute('data-variant', 'destructive');
  await expect(toast).toContainText('Error');
  await expect(toast).toContainText(
    'No se pudieron cargar tus respuestas. Por favor, completa el diagnóstico nuevamente.',
  );
});

test.describe('a returning visitor', () => {
  test.beforeEach(async ({ page }) => {
    await seedLocalStorage(page, {
      [STORAGE_KEYS.preRegistro]: JSON.stringify({ nombre: 'Ramón' }),
    });
  });
  test('is greeted by name', async ({ page }) => {
    await page.goto(ROUTES.diagnostico);
    await expect(page.getByText('Hola, Ramón.')).toBeVisible();
  });
});
