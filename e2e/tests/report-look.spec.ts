import { expect, test } from '@playwright/test';
import { ROUTES } from '@tm/shared-contracts';
import { axeAtBothWidths, generateReport, trialPerson } from './support/program.js';

// Issue 18: the initial report as something to look at, and on paper in two A4 pages.
test('the report shows her numbers on range bars, the plate beside its advice, and prints on two A4 pages', async ({
  page,
}) => {
  // A long report: six labs, medicines and a fluid limit (safety notes), a long story.
  const userId = await trialPerson(page, {
    intake: {
      a1c: '7,2 % (marzo 2026)',
      colesterolTotal: '215 mg/dL',
      ldl: '130 mg/dL',
      hdl: '45 mg/dL',
      trigliceridos: '180 mg/dL',
      hemoglobina: '12,5 g/dL',
      sistemaHormonal: 'tomo metformina y glibenclamida, y me pongo insulina en la noche',
      sistemaCardiovascular: 'presión alta; el cardiólogo me limitó los líquidos a 1 litro al día',
      estadoAnimo: 'Variable',
      nivelEnergia: 4,
      informacionAdicional: 'Me cuesta mucho dormir y ando con antojos de pan dulce en la tarde.',
    },
  });
  await generateReport(page, userId);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(ROUTES.informeInicial);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tu Guía Funcional Personalizada — Inicio' }),
  ).toBeVisible();

  // The safety notes stay first.
  const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
  expect(headings[0]).toContain('Importante para tu seguridad');
  expect(headings.indexOf('Tus números')).toBeGreaterThan(headings.indexOf('Tu perfil'));

  const numbers = page.getByRole('region', { name: 'Tus números' });
  await expect(numbers.getByRole('article')).toHaveCount(6);
  const a1c = numbers.getByRole('article', { name: 'Hemoglobina glicosilada (A1C)' });
  await expect(a1c).toContainText('7,2 %');
  await expect(a1c).toContainText('Alto');
  await expect(a1c.getByTestId('barra-a1c')).toBeVisible();

  // The plate sits beside the meals advice on a wide screen.
  const recommendations = page.getByRole('region', { name: 'Tus cinco recomendaciones' });
  await expect(recommendations.getByRole('listitem')).toHaveCount(5);
  const plate = (await recommendations
    .getByRole('img', { name: /método del plato/ })
    .boundingBox())!;
  const advice = (await recommendations.getByRole('listitem').first().locator('p').boundingBox())!;
  expect(plate.x).toBeGreaterThan(advice.x + advice.width - 1);
  expect(plate.y).toBeLessThan(advice.y + advice.height);

  await axeAtBothWidths(page);
  await page.setViewportSize({ width: 375, height: 812 });
  if (process.env.E2E_SCREENSHOTS) {
    // Her numbers, the part of the report that is new to look at (the whole page is too long).
    await page.evaluate(() => window.scrollTo(0, 0));
    await numbers.evaluate((element) =>
      window.scrollTo(0, element.getBoundingClientRect().top - 90),
    );
    await page.screenshot({ path: '../docs/screens/report-375.png' });
  }

  // On paper: no header or buttons, and at most two A4 pages.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: /Imprimir/ })).toBeHidden();
  const pdf = (await page.pdf({ format: 'A4', preferCSSPageSize: true })).toString('latin1');
  const pages = pdf.match(/\/Type\s*\/Page[^s]/g) ?? [];
  expect(pages.length).toBeGreaterThanOrEqual(1);
  expect(pages.length).toBeLessThanOrEqual(2);
});
