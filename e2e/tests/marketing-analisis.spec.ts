import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '@tm/shared-contracts';

const VALUES = {
  'A1C (hemoglobina glicosilada)': '5.9',
  'Glucosa en ayunas': '92',
  'Colesterol total': '215',
  'Colesterol LDL ("malo")': '120',
  'Colesterol HDL ("bueno")': '45',
  Triglicéridos: '180',
  Hemoglobina: '13',
};

const field = (page: Page, label: string) =>
  page.getByRole('spinbutton', { name: label, exact: true });

async function analyze(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
  await page.getByRole('button', { name: 'Analizar mis resultados' }).click();
}

const estado = (page: Page, marker: string) => page.getByTestId(`estado-${marker}`);

test('from /analisis a woman gets one card per marker with her reference values', async ({
  page,
}) => {
  await page.goto(ROUTES.analisis);
  await page.getByRole('link', { name: 'Soy mujer' }).click();
  await expect(page).toHaveURL(/\/resultados\?genero=femenino$/);
  await analyze(page, VALUES);
  await expect(page.getByRole('article')).toHaveCount(7);
  await expect(estado(page, 'a1c')).toHaveText('!Alerta');
  await expect(estado(page, 'glucosaAyunas')).toHaveText('✓Normal');
  await expect(estado(page, 'hdl')).toHaveText('▼Bajo');
  await expect(estado(page, 'trigliceridos')).toHaveText('!Alerta');
  await expect(estado(page, 'hemoglobina')).toHaveText('✓Normal');
  await expect(page.getByText('Mujeres: de 12 g/dL a 15,5 g/dL.')).toBeVisible();
  await expect(page.getByTestId('barra-hdl')).toBeVisible();
  await expect(page.getByText(/esta herramienta es educativa y no da diagnósticos/)).toBeVisible();
});

test('a man gets male reference values; empty fields are skipped and odd numbers refused', async ({
  page,
}) => {
  await page.goto(`${ROUTES.resultados}?genero=masculino`);
  await analyze(page, VALUES);
  await expect(estado(page, 'hdl')).toHaveText('✓Normal');
  await expect(estado(page, 'hemoglobina')).toHaveText('✓Normal');

  await field(page, 'Hemoglobina').fill('');
  await field(page, 'Glucosa en ayunas').fill('50');
  await page.getByLabel('Unidad: Glucosa en ayunas').selectOption('mg/dL');
  await page.getByRole('button', { name: 'Analizar mis resultados' }).click();
  await expect(page.getByRole('article')).toHaveCount(6);
  await expect(estado(page, 'glucosaAyunas')).toHaveText('▼Bajo');
  await expect(page.getByText(/Actúa ahora si te sientes mal/)).toBeVisible();

  await field(page, 'A1C (hemoglobina glicosilada)').fill('250');
  await page.getByRole('button', { name: 'Analizar mis resultados' }).click();
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(page.getByText(/Revisa este número: para Hemoglobina glicosilada/)).toBeVisible();
});

test('/resultados without genero in the URL but from the switch shows the female values', async ({
  page,
}) => {
  await page.goto(`${ROUTES.resultados}?genero=`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Interpreta tus análisis de sangre',
  );
  await page.getByRole('link', { name: 'Valores para hombre' }).click();
  await expect(page).toHaveURL(/genero=masculino$/);
  await expect(
    page.getByText('Usamos los valores de referencia para hombre.', { exact: false }),
  ).toBeVisible();
});

test('an ambiguous glucose asks for the unit instead of calling it low; in mmol/L it is high', async ({
  page,
}) => {
  await page.goto(ROUTES.analisis);
  await page.getByRole('link', { name: 'Soy mujer' }).click();
  await field(page, 'Glucosa en ayunas').fill('12');
  await page.getByRole('button', { name: 'Analizar mis resultados' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '¿En qué unidad está?' })).toContainText(
    '12 puede ser mg/dL o mmol/L',
  );
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(page.getByText(/Actúa ahora|muy baja/)).toHaveCount(0);

  await page.getByLabel('Unidad: Glucosa en ayunas').selectOption('mmol/L');
  await page.getByRole('button', { name: 'Analizar mis resultados' }).click();
  await expect(estado(page, 'glucosaAyunas')).toHaveText('▲Alto');
  await expect(page.getByText('Tu valor: 12 mmol/L (216 mg/dL)')).toBeVisible();
});
