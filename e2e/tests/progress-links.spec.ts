import { expect, test } from '@playwright/test';
import { ROUTES } from '@tm/shared-contracts';
import { expectNoAxeViolations, generateReport, trialPerson } from './support/program.js';

test.describe('Mi progreso: lab values offered with consent, glucose by period (issue 19)', () => {
  test('the report offers the intake’s lab values; they are added once, with the test’s date', async ({
    page,
  }) => {
    const userId = await trialPerson(page, {
      intake: { a1c: '7,2 % el 15/09/2026', colesterolTotal: '210 mg/dL' },
    });
    await generateReport(page, userId);
    await page.goto(ROUTES.informeInicial);
    const offer = page.getByRole('region', { name: 'Tus análisis en Mi progreso' });
    await expect(offer.getByText('Hemoglobina glicosilada (A1C): 7,2 %')).toBeVisible();
    await expect(offer.getByText('Colesterol total: 210 mg/dL')).toBeVisible();
    // Nothing is stored until she says yes.
    const before = await page.request.get(`/api/progress-readings/${userId}`);
    expect(await before.json()).toEqual([]);
    await expect(offer.getByLabel('Fecha de tus análisis')).toHaveValue('2026-09-15');
    await expectNoAxeViolations(page);
    await offer.getByRole('button', { name: 'Añadir estos valores a Mi progreso' }).click();
    await expect(offer.getByText('Listo: añadimos 2 valores a Mi progreso.')).toBeVisible();

    // Offered again on a later visit: nothing is repeated.
    await page.reload();
    await offer.getByRole('button', { name: 'Añadir estos valores a Mi progreso' }).click();
    await expect(offer.getByText('Estos valores ya estaban en Mi progreso')).toBeVisible();

    await offer.getByRole('link', { name: 'Ver mis análisis en Mi progreso' }).click();
    await expect(page).toHaveURL(ROUTES.miProgresoAnalisis);
    await expect(page.getByRole('cell', { name: '7,2 % (formulario de ingreso)' })).toBeVisible();
    const stored = (await (await page.request.get(`/api/progress-readings/${userId}`)).json()) as {
      origen: string;
      medidoEn: string;
    }[];
    expect(stored).toHaveLength(2);
    expect(stored.every((r) => r.origen === 'formulario')).toBe(true);
    expect(stored.every((r) => r.medidoEn === '2026-09-15T00:00:00.000Z')).toBe(true);
  });

  test('the interpreter offers a known person its values, asking the test’s date first', async ({
    page,
  }) => {
    const userId = await trialPerson(page);
    await page.goto(`${ROUTES.resultados}?genero=femenino`);
    await page.getByLabel('A1C (hemoglobina glicosilada)', { exact: true }).fill('6.4');
    await page.getByLabel('Unidad: A1C (hemoglobina glicosilada)').selectOption('%');
    await page.getByRole('button', { name: 'Analizar mis resultados' }).click();
    const offer = page.getByRole('region', { name: 'Tus análisis en Mi progreso' });
    await offer.getByRole('button', { name: 'Añadir estos valores a Mi progreso' }).click();
    await expect(offer.getByText('Escribe la fecha de tus análisis.')).toBeVisible();
    await offer.getByLabel('Fecha de tus análisis').fill('2026-10-01');
    await offer.getByRole('button', { name: 'Añadir estos valores a Mi progreso' }).click();
    await expect(offer.getByText('Listo: añadimos 1 valor a Mi progreso.')).toBeVisible();
    const stored = (await (await page.request.get(`/api/progress-readings/${userId}`)).json()) as {
      marcador: string;
      origen: string;
    }[];
    expect(stored).toMatchObject([{ marcador: 'a1c', origen: 'interprete' }]);
  });

  test('a visitor without an account gets no offer', async ({ page }) => {
    await page.goto(`${ROUTES.resultados}?genero=femenino`);
    await page.getByLabel('A1C (hemoglobina glicosilada)', { exact: true }).fill('6.4');
    await page.getByLabel('Unidad: A1C (hemoglobina glicosilada)').selectOption('%');
    await page.getByRole('button', { name: 'Analizar mis resultados' }).click();
    await expect(page.getByRole('heading', { name: 'Tus resultados' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Tus análisis en Mi progreso' })).toHaveCount(0);
  });

  test('the glucose screen says each period’s average, range and counts', async ({ page }) => {
    const userId = await trialPerson(page);
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
    for (const [valor, h] of [
      [250, 24 * 20],
      [60, 100],
      [120, 30],
    ] as const) {
      const res = await page.request.post('/api/progress-readings', {
        data: {
          userId,
          tipo: 'glucosa',
          valor,
          unidad: 'mg/dL',
          momento: 'ayunas',
          medidoEn: hoursAgo(h),
        },
      });
      expect(res.ok()).toBe(true);
    }
    await page.goto(ROUTES.miProgreso);
    const said = page.getByTestId('resumen-periodo');
    await expect(said).toHaveText(
      'Últimos 14 días: 2 mediciones en 2 días; promedio 90 mg/dL, de 60 a 120 mg/dL. ' +
        '1 dentro del rango objetivo (70–180 mg/dL), 1 por debajo y 0 por encima.',
    );
    await page.getByRole('radio', { name: '30 días' }).check();
    await expect(said).toContainText('Últimos 30 días: 3 mediciones en 3 días; promedio 143 mg/dL');
    await expectNoAxeViolations(page);
  });
});
