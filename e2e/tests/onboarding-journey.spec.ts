import { expect, type Page, test } from '@playwright/test';
import { ROUTES, STORAGE_KEYS } from '@tm/shared-contracts';
import { fillIntake, SUMMARY_HEADING, submitIntake } from './support/intake.js';
import { daysPass, expectNoAxeViolations } from './support/program.js';
import { seedLocalStorage } from './support/storage.js';

const REPORT_TITLE = 'Tu Guía Funcional Personalizada — Inicio';
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** The journey's intake answers: what the report is built from. */
const intakeAnswers = ({
  nombre,
  horas,
  bristol,
  extra = '',
}: {
  nombre: string;
  horas: string;
  bristol: string;
  extra?: string;
}) => ({
  'Nombre completo: *': nombre,
  'Horas de sueño por noche:': horas,
  'Consistencia de las evacuaciones:': bristol,
  ...(extra
    ? { 'Información adicional (medicamentos, dudas, lo que quieras contarnos):': extra }
    : {}),
});

async function logDay(page: Page, n: number) {
  await page.getByRole('link', { name: 'Continuar mi registro de 5 días' }).click();
  await expect(heading(page, 'Registro de 5 días')).toBeVisible();
  await page.getByLabel('¿Qué comiste hoy? *').fill(`Día ${n}: huevos, ensalada y pescado`);
  await page.getByLabel('Horas de sueño *').fill('6');
  await page.getByLabel('Calidad del sueño *').selectOption('Regular');
  await page.getByRole('radio', { name: /^Tipo 2/ }).check();
  await page.getByRole('button', { name: `Guardar día ${n}` }).click();
  await expect(heading(page, 'Mes 1 — Observa a tu cuerpo con curiosidad')).toBeVisible();
}

test.describe('onboarding journey', () => {
  test('a new visitor goes from / to the report, logs 5 days, and sees the report again on a new browser', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000); // the whole journey: about 25 screens
    await page.goto('/');
    await page.getByRole('link', { name: 'Empieza tu diagnóstico' }).first().click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.bienvenidaTrial}$`));
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Comenzar mi diagnóstico gratuito' }).click();
    await expect(heading(page, 'Formulario de Ingreso')).toBeVisible();
    expect(await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEYS.userId)).toMatch(
      /^trial_\d+_[a-z0-9]{6}$/,
    );
    await expect(page.getByRole('progressbar', { name: 'Paso 1 de 12' })).toBeVisible();
    await expectNoAxeViolations(page);

    await fillIntake(page, {
      ...intakeAnswers({ nombre: 'Rosa Pérez', horas: '5 horas', bristol: 'tipo 2' }),
      'Edad: *': '62',
      'Género: *': 'femenino',
      'Síntomas: *': 'Cansancio por la tarde',
      'Objetivos: *': 'Bajar mi A1C',
    });
    await expect(page.getByRole('region', { name: 'Tu salud' })).toContainText('Bajar mi A1C');
    await expectNoAxeViolations(page);
    await submitIntake(page);
    await expect(page.getByText('Hoy duermes unas 5 horas', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Suscribirme por $5 USD/mes' })).toBeVisible();
    await expect(page.getByText('Pago seguro con Stripe • Cancela cuando quieras')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Abrir Chat Ahora' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: /Siguiente paso/ }).click();
    await expect(heading(page, 'Mensaje Funcional del Día')).toBeVisible();
    await expectNoAxeViolations(page);
    // The health form was the intake's first step: motivation leads on to its message.
    await page.getByRole('button', { name: 'Continuar a mi registro de 5 días' }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.mensaje}$`));
    await expect(page.getByText('«Bajar mi A1C»', { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Ir a mi Mes 1' }).click();

    await expect(page.getByText('Progreso diario: 0/5 días')).toBeVisible();
    await expectNoAxeViolations(page);
    const userId = await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEYS.userId);
    for (const n of [1, 2, 3, 4, 5]) {
      // Five real days: the test clock lets a day pass before each new one.
      if (n > 1) await daysPass(page, userId!);
      await logDay(page, n);
      if (n < 5) await expect(page.getByText(`Progreso diario: ${n}/5 días`)).toBeVisible();
      if (n === 1) {
        await page.getByRole('link', { name: 'Continuar mi registro de 5 días' }).click();
        await expectNoAxeViolations(page);
        await page.goBack();
      }
    }
    await expect(page.getByText('Progreso diario')).toHaveCount(0);
    await page.getByRole('button', { name: 'Generar mi informe inicial' }).click();
    await expect(heading(page, REPORT_TITLE)).toBeVisible();
    await expect(page.getByText('Observaste 5 de 5 días con atención.')).toBeVisible();
    await expect(page.getByText('Hoy duermes unas 6 horas', { exact: false })).toBeVisible();
    await expect(page.getByText(/estreñimiento \(Bristol 2\)/)).toBeVisible();

    // Same person, new browser: only the session cookie and the id travel.
    const cookies = await page.context().cookies();
    const fresh = await browser.newContext({
      baseURL: new URL(page.url()).origin,
      locale: 'es-ES',
    });
    await fresh.addCookies(cookies.filter((c) => c.name === 'tm_session'));
    const other = await fresh.newPage();
    await seedLocalStorage(other, { [STORAGE_KEYS.userId]: userId! });
    await other.goto(ROUTES.informe);
    await expect(heading(other, REPORT_TITLE)).toBeVisible();
    await expect(other.getByText('Observaste 5 de 5 días con atención.')).toBeVisible();
    await fresh.close();
  });

  test('the intake draft and its step survive a reload mid-form', async ({ page }) => {
    await seedLocalStorage(page, { [STORAGE_KEYS.bienvenidaDone]: 'true' });
    await page.goto(ROUTES.intake);
    await page.getByLabel('Edad: *').fill('58');
    await page.getByLabel('Género: *').selectOption('femenino');
    await page.getByLabel('Síntomas: *').fill('Sed');
    await page.getByLabel('Objetivos: *').fill('Dormir mejor');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByLabel('Nombre completo: *').fill('Elena Ruiz');
    await page.getByLabel('Correo electrónico: *').fill('elena@example.com');
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByRole('progressbar', { name: 'Paso 5 de 12' })).toBeVisible();
    await page
      .getByLabel('Alimentos que comes con regularidad:')
      .fill('Arroz, frijoles, pan dulce');
    await page.reload();
    await expect(page.getByRole('progressbar', { name: 'Paso 5 de 12' })).toBeVisible();
    await expect(page.getByLabel('Alimentos que comes con regularidad:')).toHaveValue(
      'Arroz, frijoles, pan dulce',
    );
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByLabel('Frecuencia de evacuaciones:')).toHaveValue('Una vez al día');
    for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Atrás' }).click();
    await expect(page.getByLabel('Nombre completo: *')).toHaveValue('Elena Ruiz');
    await page.getByRole('button', { name: 'Atrás' }).click();
    await expect(page.getByLabel('Objetivos: *')).toHaveValue('Dormir mejor');
  });

  test('"Guardar y seguir después" leaves for Tu camino and comes back to the same step', async ({
    page,
  }) => {
    await seedLocalStorage(page, { [STORAGE_KEYS.bienvenidaDone]: 'true' });
    await page.goto(ROUTES.intake);
    await fillIntake(page, { 'Nombre completo: *': 'Elena Ruiz' });
    await page.getByRole('button', { name: 'Editar: Salud del Sueño' }).click();
    await page.getByLabel('Horas de sueño por noche:').fill('6 horas');
    await page.getByRole('button', { name: 'Guardar y seguir después' }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.tuCamino}$`));
    await expect(page.getByText('Guardamos tu avance')).toBeVisible();
    await page.goto(ROUTES.intake);
    await expect(page.getByRole('heading', { level: 2, name: 'Salud del Sueño' })).toBeVisible();
    await expect(page.getByLabel('Horas de sueño por noche:')).toHaveValue('6 horas');
  });

  test('a failed save (API unreachable) keeps everything typed and shows "Error al guardar"', async ({
    page,
  }) => {
    await seedLocalStorage(page, { [STORAGE_KEYS.bienvenidaDone]: 'true' });
    await page.goto(ROUTES.intake);
    await page.route('**/api/intake-form', (route) => route.abort('connectionrefused'));
    await fillIntake(page, intakeAnswers({ nombre: 'Marta Gil', horas: '7', bristol: '4' }));
    await page.getByRole('button', { name: 'Guardar mi historial funcional' }).click();
    await expect(page.getByText('Error al guardar')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.intake}$`));
    const personal = page.getByRole('region', { name: 'Información Personal' });
    await expect(personal).toContainText('Marta Gil');
    await expect(
      page.getByRole('button', { name: 'Guardar mi historial funcional' }),
    ).toBeEnabled();
    await page.unroute('**/api/intake-form');
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: SUMMARY_HEADING })).toBeVisible();
    await expect(personal).toContainText('Marta Gil');
  });

  test('two different intakes produce reports that differ where the answers differ', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000); // two whole intakes, each with its report
    const reportOf = async (answers: Parameters<typeof intakeAnswers>[0]) => {
      const context = await browser.newContext({ baseURL, locale: 'es-ES' });
      const page = await context.newPage();
      await page.goto(ROUTES.bienvenidaTrial);
      await page.getByRole('button', { name: 'Comenzar mi diagnóstico gratuito' }).click();
      await fillIntake(page, intakeAnswers(answers));
      await submitIntake(page);
      await expect(page.getByRole('heading', { name: 'Tus cinco recomendaciones' })).toBeVisible();
      const text = await page.getByRole('main').innerText();
      await context.close();
      return text;
    };
    const a = await reportOf({ nombre: 'Ana', horas: '5', bristol: '1' });
    const b = await reportOf({
      nombre: 'Luis',
      horas: '8',
      bristol: '4',
      extra: 'Me pongo insulina por la noche',
    });
    expect(a).toContain('Hoy duermes unas 5 horas');
    expect(b).toContain('8 horas de sueño están en el rango');
    expect(a).toMatch(/estreñimiento/);
    expect(b).toMatch(/Tu digestión va bien/);
    expect(a).not.toContain('hipoglucemia');
    expect(b).toContain('hipoglucemia');
  });

  test('redirect rules of §2', async ({ page }) => {
    const expectRedirect = async (
      from: string,
      to: string,
      storage: Record<string, string> = {},
    ) => {
      await page.goto('/');
      await page.evaluate((items) => {
        localStorage.clear();
        for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);
      }, storage);
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`${to === '/' ? '/$' : `${to}$`}`));
    };
    const subscribed = { [STORAGE_KEYS.subscribedAt]: String(Date.now()) };
    await expectRedirect(ROUTES.onboardingBienvenida, '/');
    await expectRedirect(ROUTES.intake, ROUTES.onboardingBienvenida, subscribed);
    await expectRedirect(ROUTES.motivacion, ROUTES.onboardingBienvenida, subscribed);
    await expectRedirect(ROUTES.motivacion, '/');
    await expectRedirect(ROUTES.formularioSalud, ROUTES.onboardingBienvenida, subscribed);
    // The health form is the intake's first step: its old address opens that step.
    await expectRedirect(ROUTES.formularioSalud, `${ROUTES.intake}\\?paso=1`, {
      [STORAGE_KEYS.bienvenidaDone]: 'true',
    });
    await expectRedirect(ROUTES.mes1, ROUTES.mensaje, {
      [STORAGE_KEYS.intakeDone]: 'true',
      [STORAGE_KEYS.formularioSaludDone]: 'true',
    });
    await expectRedirect(ROUTES.mes1, ROUTES.onboardingBienvenida, subscribed);
    await expectRedirect(ROUTES.informeInicial, ROUTES.bienvenidaTrial);
    await expectRedirect(ROUTES.informe, ROUTES.bienvenidaTrial);
  });
});
