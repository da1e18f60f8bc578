import { expect, test } from '@playwright/test';
import { ROUTES, STORAGE_KEYS } from '@tm/shared-contracts';
import { trialPerson } from './support/program.js';
import { seedLocalStorage } from './support/storage.js';

const memberLinks = ['Mi Informe', 'Chat Semanal'] as const;

test.describe('header links follow tm_user_id and tm_informe_ready', () => {
  test('a new visitor sees Inicio and Diagnóstico only', async ({ page }) => {
    await page.goto(ROUTES.guia);
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await expect(nav.getByRole('link', { name: 'Inicio' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Diagnóstico', exact: true })).toHaveAttribute(
      'href',
      ROUTES.bienvenidaTrial,
    );
    for (const name of memberLinks) await expect(nav.getByRole('link', { name })).toHaveCount(0);
  });

  test('a user id without a ready report still hides the member links', async ({ page }) => {
    await seedLocalStorage(page, {
      [STORAGE_KEYS.userId]: 'trial_1700000000000_abc123',
      [STORAGE_KEYS.informeReady]: 'false',
    });
    await page.goto(ROUTES.guia);
    const nav = page.getByRole('navigation', { name: 'Principal' });
    for (const name of memberLinks) await expect(nav.getByRole('link', { name })).toHaveCount(0);
  });

  test('a user id and a ready report show Mi Informe and Chat Semanal', async ({ page }) => {
    await seedLocalStorage(page, {
      [STORAGE_KEYS.userId]: 'trial_1700000000000_abc123',
      [STORAGE_KEYS.informeReady]: 'true',
    });
    await page.goto(ROUTES.guia);
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await expect(nav.getByRole('link', { name: 'Mi Informe' })).toHaveAttribute(
      'href',
      ROUTES.informeInicial,
    );
    await expect(nav.getByRole('link', { name: 'Chat Semanal' })).toHaveAttribute(
      'href',
      ROUTES.chatSemanal,
    );
  });
});

test('at 375 px the menu button opens a stacked menu that closes above 768 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(ROUTES.guia);
  await expect(page.getByRole('navigation', { name: 'Principal' })).toBeHidden();
  const button = page.getByRole('button', { name: 'Abrir menú' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  const menu = page.getByRole('navigation', { name: 'Menú móvil' });
  await expect(menu.getByRole('link', { name: 'Inicio' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cerrar menú' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await page.setViewportSize({ width: 1024, height: 740 });
  // Closed in state, not only hidden by CSS: the stacked menu leaves the DOM.
  await expect(page.locator('nav[aria-label="Menú móvil"]')).toHaveCount(0);
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(page.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

test('clicking Inicio on / scrolls smoothly back to the top', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 300 });
  await page.goto(ROUTES.landing, { waitUntil: 'networkidle' });
  // Scrolled again until it holds: the live app replaces the prerendered page once loaded.
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, 400));
      return page.evaluate(() => window.scrollY);
    })
    .toBeGreaterThan(0);
  await page
    .getByRole('navigation', { name: 'Principal' })
    .getByRole('link', { name: 'Inicio' })
    .click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page).toHaveURL(/\/$/);
});

test.describe('language toggle', () => {
  test('stores tm_language, emits languageChange and switches the landing live', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const seen: unknown[] = [];
      Object.assign(window, { languageEvents: seen });
      window.addEventListener('languageChange', (event) =>
        seen.push((event as CustomEvent).detail),
      );
    });
    await page.goto(ROUTES.landing);
    const spanishTitle = await page.getByRole('heading', { level: 1 }).innerText();

    // Clicked on the prerendered page: the app boots and the live toggle takes the click.
    await page.getByRole('button', { name: 'Switch to English' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('tm_language'))).toBe('en');
    expect(
      await page.evaluate(
        () => (window as unknown as { languageEvents: unknown[] }).languageEvents,
      ),
    ).toEqual([{ isEnglish: true }]);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(spanishTitle);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Cambiar a español' })).toBeVisible();
    await page.getByRole('button', { name: 'Cambiar a español' }).click();
    expect(await page.evaluate(() => localStorage.getItem('tm_language'))).toBe('es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(spanishTitle);
  });

  test('appears only on /', async ({ page }) => {
    await page.goto(ROUTES.guia);
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();
    await expect(
      page.getByRole('button', { name: /Switch to English|Cambiar a español/ }),
    ).toHaveCount(0);
  });
});

test.describe('every link fits', () => {
  // The widest header: trial badge (a real trial), member links, the declared Mi progreso, the
  // programme button, and on / the language switch.
  test.beforeEach(async ({ page }) => {
    await trialPerson(page);
  });

  /** Each item's text lines (distinct tops of its text), and its middle on the page. */
  const layoutOf = (nav: import('@playwright/test').Locator) =>
    nav.locator('li').evaluateAll((items) =>
      items.map((li) => {
        const tops = new Set<number>();
        const walker = document.createTreeWalker(li, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
        }
        const box = li.getBoundingClientRect();
        return {
          text: li.textContent,
          lines: tops.size,
          middle: Math.round(box.top + box.height / 2),
        };
      }),
    );

  for (const path of [ROUTES.landing, ROUTES.guia])
    test(`at 1280 px the header links sit in one row, none wrapped (${path})`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      const nav = page.getByRole('navigation', { name: 'Principal' });
      await expect(nav.getByRole('link', { name: 'Mi progreso' })).toBeVisible();
      await expect(
        page
          .getByRole('banner')
          .getByText(/^Te quedan/)
          .first(),
      ).toBeVisible();
      const items = await layoutOf(nav);
      expect(items.filter((i) => i.lines > 1)).toEqual([]);
      expect(new Set(items.map((i) => i.middle)).size).toBe(1);
    });

  test('at 375 px the menu lists them all, each on one line', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(ROUTES.guia);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.getByRole('navigation', { name: 'Menú móvil' });
    await expect(menu.getByRole('link', { name: 'Mi progreso' })).toBeVisible();
    const items = await layoutOf(menu);
    expect(items.map((i) => i.text)).toEqual(
      expect.arrayContaining([
        'Inicio',
        'Diagnóstico',
        'Mi Informe',
        'Chat Semanal',
        'Mi progreso',
      ]),
    );
    expect(items.filter((i) => i.lines > 1)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });
});
