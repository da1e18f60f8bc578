import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { NOT_A_DEVICE_FILE, ROUTES } from '@tm/shared-contracts';
import { expectNoAxeViolations, trialPerson } from './support/program.js';

const sample = (name: string) =>
  fileURLToPath(new URL(`../../shared-contracts/src/progress/samples/${name}`, import.meta.url));

const DAY_MS = 86_400_000;

/** axe at a phone's width and a laptop's. */
async function axeAtBothWidths(page: Page) {
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoAxeViolations(page);
}

test.describe('Mi progreso: history, imports and the doctor’s summary (issue 19)', () => {
  test('the header links to Mi progreso for a person; glucose in mmol/L reads in mg/dL; weight and lab pages', async ({
    page,
  }) => {
    test.setTimeout(90_000); // three pages, each checked by axe at two widths
    await page.setViewportSize({ width: 375, height: 800 });
    await trialPerson(page);
    await page.goto(ROUTES.landing);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page
      .getByRole('navigation', { name: 'Menú móvil' })
      .getByRole('link', { name: 'Mi progreso' })
      .click();
    await expect(page).toHaveURL(/\/mi-progreso$/);

    await page.getByRole('radio', { name: 'mmol/L' }).check();
    for (const value of ['5,4', '8,9']) {
      await page.getByLabel('Valor (mmol/L)').fill(value);
      await page.getByRole('button', { name: 'Guardar medición' }).click();
      await expect(page.getByText(`Guardamos tu medición de ${value} mmol/L.`)).toBeVisible();
    }
    await page.getByRole('radio', { name: 'mg/dL' }).check();
    const table = page.getByRole('table', { name: /Tus mediciones de glucosa/ });
    // 5.4 × 18.016 = 97.3 and 8.9 × 18.016 = 160.3 mg/dL.
    await expect(table.getByRole('cell', { name: '97', exact: true })).toBeVisible();
    await expect(table.getByRole('cell', { name: '160', exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Gráfica de tu glucosa por día' })).toBeVisible();
    await axeAtBothWidths(page);

    await page.getByRole('link', { name: 'Peso', exact: true }).click();
    await page.getByRole('radio', { name: 'lb' }).check();
    await page.getByLabel('Peso (lb)').fill('900');
    await page.getByRole('button', { name: 'Guardar medición' }).click();
    await expect(
      page.getByText(
        'Este valor no parece una medición real en lb (se aceptan valores de 44 a 772): revisa el número y la unidad.',
      ),
    ).toBeVisible();
    await page.getByLabel('Peso (lb)').fill('176');
    await page.getByRole('button', { name: 'Guardar medición' }).click();
    await page.getByRole('radio', { name: 'kg' }).check();
    // 176 × 0.45359237 = 79.8 kg.
    await expect(
      page.getByRole('table', { name: /mediciones de peso/ }).getByRole('cell', { name: '79,8' }),
    ).toBeVisible();
    await axeAtBothWidths(page);

    await page.getByRole('link', { name: 'Análisis', exact: true }).click();
    await page.getByLabel('Resultado', { exact: true }).fill('53');
    await page.getByLabel('Unidad', { exact: true }).selectOption('mmol/mol');
    await page.getByLabel('Fecha del análisis').fill('2026-03-01');
    await page.getByRole('button', { name: 'Guardar resultado' }).click();
    const labs = page.getByRole('table', { name: /A1C/ });
    await expect(labs.getByRole('cell', { name: '7', exact: true })).toBeVisible();
    await axeAtBothWidths(page);
  });

  test('imports a LibreView export after a preview, adds nothing the second time, refuses another format', async ({
    page,
  }) => {
    await trialPerson(page);
    await page.goto(ROUTES.miProgresoImportar);
    const file = page.getByLabel('Archivo CSV de LibreView o Dexcom Clarity');
    await file.setInputFiles({
      name: 'mis-datos.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Fecha,Glucosa\n2026-11-19,110\n'),
    });
    await expect(page.getByText(NOT_A_DEVICE_FILE)).toBeVisible();

    await file.setInputFiles(sample('libreview-us-mgdl.csv'));
    const preview = page.getByRole('region', { name: /Vista previa/ });
    await expect(preview.getByText('FreeStyle LibreView (libreview-us-mgdl.csv)')).toBeVisible();
    await expect(preview.getByText(/^98 en mg\/dL/)).toBeVisible();
    await axeAtBothWidths(page);
    await preview.getByRole('button', { name: 'Guardar 98 lecturas nuevas' }).click();
    await expect(
      page.getByText(/Listo: guardamos 98 lecturas nuevas de FreeStyle LibreView/),
    ).toBeVisible();

    await file.setInputFiles(sample('libreview-us-mgdl.csv'));
    await expect(
      page
        .getByRole('region', { name: /Vista previa/ })
        .getByRole('button', { name: 'Todas ya estaban guardadas' }),
    ).toBeDisabled();

    await page.goto(ROUTES.miProgreso);
    await expect(
      page.getByRole('cell', { name: 'Sensor (FreeStyle LibreView)' }).first(),
    ).toBeVisible();
    await expect(page.getByRole('img', { name: 'Gráfica de tu glucosa por día' })).toBeVisible();
  });

  test('the summary for the doctor prints on two A4 pages, and the CSV holds every reading', async ({
    page,
  }) => {
    test.setTimeout(90_000); // a month of readings imported, the summary printed, the CSV read
    const userId = await trialPerson(page, {
      nombre: 'Rosa Díaz',
      intake: { informacionAdicional: 'Tomo metformina 850 en el desayuno y la cena.' },
    });
    // 90 days of a sensor every 15 minutes, then a year of typed measures and notes.
    const now = Date.now();
    const lecturas = Array.from({ length: 90 * 96 }, (_, i) => ({
      medidoEn: new Date(now - 90 * DAY_MS + i * 15 * 60_000).toISOString(),
      valor: Math.round(130 + 60 * Math.sin(i / 9)),
    }));
    for (let i = 0; i < lecturas.length; i += 1500) {
      const res = await page.request.post('/api/progress-imports', {
        data: {
          userId,
          origen: 'libreview',
          unidad: 'mg/dL',
          lecturas: lecturas.slice(i, i + 1500),
        },
      });
      expect(res.ok()).toBe(true);
    }
    const typed = [
      ...Array.from({ length: 20 }, (_, i) => ({
        tipo: 'glucosa',
        valor: 110 + i,
        unidad: 'mg/dL',
        momento: i % 2 ? 'ayunas' : 'despues_comida',
        nota: `Nota del día ${i + 1}: caminé 20 minutos después de comer`,
        medidoEn: new Date(now - (i + 1) * DAY_MS).toISOString(),
      })),
      ...Array.from({ length: 12 }, (_, i) => ({
        tipo: 'peso',
        valor: 84 - i * 0.4,
        unidad: 'kg',
        medidoEn: new Date(now - (360 - i * 30) * DAY_MS).toISOString(),
      })),
      ...['a1c', 'ldl', 'hdl', 'trigliceridos', 'colesterolTotal', 'hemoglobina'].flatMap(
        (marcador, m) =>
          ['2025-12-01', '2026-06-01'].map((fecha, i) => ({
            tipo: 'analisis',
            marcador,
            valor: [7.8, 130, 45, 180, 210, 13.5][m]! - i * [0.7, 20, -3, 30, 15, 0.2][m]!,
            unidad: marcador === 'a1c' ? '%' : marcador === 'hemoglobina' ? 'g/dL' : 'mg/dL',
            fecha,
          })),
      ),
      { tipo: 'presion', sistolica: 134, diastolica: 86 },
      { tipo: 'cintura', valor: 98, unidad: 'cm' },
    ];
    for (const body of typed) {
      const res = await page.request.post('/api/progress-readings', { data: { userId, ...body } });
      expect(res.ok(), JSON.stringify(body)).toBe(true);
    }

    await page.goto(ROUTES.miProgresoResumen);
    const sheet = page.getByRole('article', { name: 'Resumen para el médico de Rosa Díaz' });
    // A hang guard: 8,640 readings on a loaded CI machine (bench/progress.mjs measures the speed).
    await expect(sheet).toBeVisible({ timeout: 20_000 });
    await expect(sheet.getByRole('table', { name: /Tiempo en rango/ })).toBeVisible();
    await expect(sheet.getByRole('row', { name: /Sensor \(FreeStyle LibreView\)/ })).toBeVisible();
    await expect(sheet.getByRole('row', { name: /Hemoglobina glicosilada/ })).toContainText(
      '7,1 %',
    );
    await expect(sheet.getByText(/^metformina: «/)).toBeVisible();
    await expect(sheet.getByText(/Nota del día 1: caminé/)).toBeVisible();
    await axeAtBothWidths(page);

    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar todas mis mediciones (CSV)' }).click();
    const csv = await readFile((await (await downloaded).path())!, 'utf8');
    // A BOM first, so spreadsheet programs read the accents.
    expect(csv.startsWith('\uFEFFfecha,')).toBe(true);
    const rows = csv.slice(1).trimEnd().split('\r\n');
    expect(rows[0]).toBe(
      'fecha,fecha_utc,tipo,analisis,valor,unidad,diastolica,valor_original,unidad_original,momento,origen,nota',
    );
    expect(rows).toHaveLength(1 + lecturas.length + typed.length);

    // On paper: no header or navigation, and at most two A4 pages.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Secciones de Mi progreso' })).toBeHidden();
    const pdf = (await page.pdf({ format: 'A4', preferCSSPageSize: true })).toString('latin1');
    const pages = pdf.match(/\/Type\s*\/Page[^s]/g) ?? [];
    expect(pages.length).toBeGreaterThanOrEqual(1);
    expect(pages.length).toBeLessThanOrEqual(2);
  });

  test('/perfil keeps the JSON export and offers the readings as CSV and the summary', async ({
    page,
  }) => {
    await trialPerson(page);
    await page.goto(ROUTES.perfil);
    await expect(page.getByRole('button', { name: 'Descargar mis datos' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Resumen para tu médico' })).toHaveAttribute(
      'href',
      ROUTES.miProgresoResumen,
    );
    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar mis mediciones (CSV)' }).click();
    expect((await downloaded).suggestedFilename()).toMatch(
      /^mis-mediciones-\d{4}-\d{2}-\d{2}\.csv$/,
    );
  });
});
