import { expect, type Page, test } from '@playwright/test';
import { ROUTES } from '@tm/shared-contracts';
import { fillIntake, submitIntake } from './support/intake.js';

// Issue 14: what the initial report says must be safe for the person who reads it.
async function reportFor(page: Page, fields: Record<string, string>) {
  await page.goto(ROUTES.bienvenidaTrial);
  await page.getByRole('button', { name: 'Comenzar mi diagnóstico gratuito' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Formulario de Ingreso' }),
  ).toBeVisible();
  await fillIntake(page, {
    'Nombre completo: *': 'Carmen Ruiz',
    'Correo electrónico: *': 'carmen@example.com',
    'Edad: *': '78',
    ...fields,
  });
  await submitIntake(page);
}

const recommendations = (page: Page) =>
  page.getByRole('region', { name: 'Tus cinco recomendaciones' });

test('a fluid limit: no water advice, the limit named with the words it came from', async ({
  page,
}) => {
  await reportFor(page, {
    'Sistema cardiovascular (presión, corazón):':
      'Insuficiencia cardíaca, el cardiólogo me limitó los líquidos a 1 litro al día',
    'Consistencia de las evacuaciones:': 'tipo 1',
  });
  const notes = page.getByRole('region', { name: 'Importante para tu seguridad' });
  await expect(notes).toContainText('Te indicaron un límite de líquidos a 1 litro al día');
  await expect(notes).toContainText(
    'Porque escribiste «el cardiólogo me limitó los líquidos a 1 litro al día»',
  );
  await expect(recommendations(page)).not.toContainText(/\bagua\b|hidrát/i);
  await expect(page.getByText(/Tu foco para los próximos días/)).toBeVisible();
});

test('"me da miedo la insulina" with metformin gets no insulin warning', async ({ page }) => {
  await reportFor(page, {
    'Sistema hormonal (tiroides, diabetes, medicamentos):':
      'tomo metformina 850 mg dos veces al día',
    'Información adicional (medicamentos, dudas, lo que quieras contarnos):':
      'Me da miedo la insulina',
  });
  await expect(page.getByText('Medicamentos que nos contaste: metformina.')).toBeVisible();
  await expect(page.getByText(/insulina/i)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Importante para tu seguridad' })).toHaveCount(0);
});
