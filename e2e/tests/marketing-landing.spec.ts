import { expect, test } from '@playwright/test';
import { ROUTES, STORAGE_KEYS } from '@tm/shared-contracts';
import { TESTIMONIALS } from '../../mfe-marketing/src/features/landing/testimonials.js';
import { bootTheLanding } from './support/landing.js';
import { seedLocalStorage } from './support/storage.js';

test('the landing in Spanish: benefits, pillars, stories, trial and the dated disclaimer', async ({
  page,
}) => {
  await page.goto(ROUTES.landing);
  const main = page.getByRole('main');
  await expect(main).toHaveAttribute('lang', 'es');
  for (const title of ['Mejora metabólica', 'Salud cardiovascular', 'Energía y vitalidad'])
    await expect(main.getByRole('heading', { name: title })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Los 3 pilares del programa' })).toBeVisible();
  for (const title of ['Nutrición funcional', 'Movimiento consciente', 'Manejo del estrés'])
    await expect(main.getByRole('heading', { name: title })).toBeVisible();
  for (const story of TESTIMONIALS.es) {
    const card = main.getByRole('figure').filter({ hasText: story.quote });
    await expect(card).toContainText(`${story.nombre}, ${story.edad} años`);
    await expect(card).toContainText(
      `HbA1c: de ${story.resultado.hba1cAntes} % a ${story.resultado.hba1cDespues} %`,
    );
    await expect(card).toContainText(story.nota);
  }
  const subscription = page.locator('#suscripcion');
  await expect(
    subscription.getByRole('heading', { name: 'Tu prueba gratuita incluye' }),
  ).toBeVisible();
  await expect(subscription.getByRole('heading', { name: '¿Cómo funciona?' })).toBeVisible();
  await expect(main.getByText('Última actualización: octubre de 2025.')).toBeVisible();
});

test('the hero button shows its tooltip on hover', async ({ page }) => {
  await page.goto(ROUTES.landing);
  await bootTheLanding(page);
  const cta = page.getByRole('link', { name: 'Empieza tu prueba gratuita de 7 días' });
  await cta.hover();
  await expect(page.getByRole('tooltip')).toHaveText(
    'Primero un diagnóstico de 3 preguntas. Sin tarjeta para empezar.',
  );
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toBeHidden();
});

test('the landing in English from tm_language, and back to Spanish live', async ({ page }) => {
  await seedLocalStorage(page, { [STORAGE_KEYS.language]: 'en' });
  await page.goto(ROUTES.landing);
  const main = page.getByRole('main');
  await expect(main).toHaveAttribute('lang', 'en');
  await expect(main.getByRole('heading', { name: 'The 3 pillars of the programme' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Success stories' })).toBeVisible();
  await expect(main.getByText(TESTIMONIALS.en[0]!.quote, { exact: false })).toBeVisible();
  await expect(main.getByText('Last updated: October 2025.')).toBeVisible();
  await expect(page.locator('#suscripcion').getByRole('button')).toHaveText('Start my free trial');
  await page.getByRole('button', { name: 'Cambiar a español' }).click();
  await expect(main).toHaveAttribute('lang', 'es');
  await expect(main.getByRole('heading', { name: 'Los 3 pilares del programa' })).toBeVisible();
});

test('the trial button says Procesando..., stays disabled and opens the trial welcome', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { buttonStates: seen });
    new MutationObserver(() => {
      const button = document.querySelector<HTMLButtonElement>('#suscripcion button');
      if (button) seen.push(`${button.textContent}|${button.disabled}`);
    }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
  });
  await page.goto(ROUTES.landing);
  await page
    .locator('#suscripcion')
    .getByRole('button', { name: 'Comenzar mi prueba gratuita' })
    .click();
  await expect(page).toHaveURL(/\/onboarding\/bienvenida-trial$/);
  const states = await page.evaluate(
    () => (window as unknown as { buttonStates: string[] }).buttonStates,
  );
  expect(states).toContain('Procesando...|true');
});

test('/suscripcion goes home and scrolls to the subscription section', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(ROUTES.suscripcion);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('#suscripcion')).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  // The section lands at the top of the screen, even though the landing lays out its lower
  // sections lazily (content-visibility): estimated heights would leave it short of the top.
  await expect
    .poll(() => page.locator('#suscripcion').evaluate((el) => el.getBoundingClientRect().top))
    .toBeLessThan(5);
  expect(
    await page.locator('#suscripcion').evaluate((el) => el.getBoundingClientRect().top),
  ).toBeGreaterThan(-5);
});

test('the first load of / carries no validation library (zod loads with the screens that need it)', async ({
  page,
}) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.push(res.text());
  });
  await page.goto(ROUTES.landing);
  await bootTheLanding(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(3);
  expect(bodies.filter((body) => body.includes('ZodError'))).toEqual([]);
});
