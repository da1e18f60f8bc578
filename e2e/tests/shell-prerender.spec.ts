import { expect, test } from '@playwright/test';

test.describe('the landing is in the HTML before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('its first screen, header and footer read without JavaScript', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Empieza tu prueba gratuita de 7 días' }),
    ).toHaveAttribute('href', '/diagnostico');
    await expect(page.getByRole('link', { name: 'Nutrición Funcional' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('educativo');
  });

  test('other paths are not prerendered', async ({ page }) => {
    await page.goto('/guia');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  });
});

test('with JavaScript the prerendered landing becomes the live one without a loading flash', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { loadingSeen: seen });
    new MutationObserver(() => {
      if (document.body?.innerText.includes('Cargando…')) seen.push('Cargando…');
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto('/');
  const spanishTitle = await page.getByRole('heading', { level: 1 }).innerText();
  // Clicked on the prerendered page, before the app has booted: held and given to the live page.
  await page.getByRole('button', { name: 'Switch to English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(spanishTitle);
  expect(
    await page.evaluate(() => (window as unknown as { loadingSeen: string[] }).loadingSeen),
  ).toEqual([]);
});
