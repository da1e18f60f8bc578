import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '@tm/shared-contracts';

const VALUES = {
  'A1C (hemoglobina glicosilada), %': '5.9',
  'Glucosa en ayunas, mg/dL': '92',
  'Colesterol total, mg/dL': '215',
  'Colesterol LDL ("malo"), mg/dL': '120',
  'Colesterol HDL ("bueno"), mg/dL': '45',
  'Triglicéridos, mg/dL': '180',
  'Hemoglobina, g/dL': '13',
};

async function analyze(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label).fill(value);
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
  await expect(page.getByText('Mujeres: de 12 a 15.5 g/dL.')).toBeVisible();
  await expect(page.getByTestId('barra-hdl')).toBeVisible();
  await expect(page.getByText(/esta herramienta es educativa y no da diagnósticos/)).toBeVisible();
});

test('a man gets male reference values; empty fields are skipped and odd numbers refused', async ({
  page,
}) => {
  await page.goto(`${ROUTES.resultados}?genero=masculino`);
  await analyze(page, VALUES);
  await expect(estado(page, 'hdl')).toHaveText('✓Normal');
  await expect(estado(page, 'hemoglobina')).toHaveText('▼Bajo');
  await expect(page.getByText(/compatible con anemia/)).toBeVisible();

  await page.getByLabel('Hemoglobina, g/dL').fill('');
  await page.getByLabel('Glucosa en ayunas, mg/dL').fill('50');
  await page.getByRole('button', { name: 'Analizar mis resultados' }).click();
  await expect(page.getByRole('article')).toHaveCount(6);
  await expect(estado(page, 'glucosaAyunas')).toHaveText('▼Bajo');
  await expect(page.getByText(/Actúa ahora si te sientes mal/)).toBeVisible();

  await page.getByLabel('A1C (hemoglobina glicosilada), %').fill('25');
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
