import { expect, test } from '@playwright/test';
import { ROUTES } from '@tm/shared-contracts';
import { startSite } from './support/site.js';

test('a stopped remote shows its error card while the rest keeps working', async ({ page }) => {
  const site = await startSite(10);
  try {
    await site.stopRemote('chat');

    await page.goto(`${site.origin}${ROUTES.chatSemanal}`);
    const card = page.getByRole('alert').filter({ hasText: 'No pudimos cargar esta sección' });
    await expect(card).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();

    // Another area of the same page session still loads, header and footer included.
    await page
      .getByRole('navigation', { name: 'Principal' })
      .getByRole('link', { name: 'Inicio' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(card).toHaveCount(0);

    // Back on the chat with its server up again, 'Reintentar' loads it without a reload.
    await page.goBack();
    await expect(card).toBeVisible({ timeout: 15_000 });
    await site.startRemote('chat');
    await card.getByRole('button', { name: 'Reintentar' }).click();
    await expect(card).toHaveCount(0, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  } finally {
    await site.close();
  }
});

test('/ loads while every other remote is down', async ({ page }) => {
  const site = await startSite(20);
  try {
    await Promise.all([
      site.stopRemote('onboarding'),
      site.stopRemote('chat'),
      site.stopRemote('billing'),
    ]);
    await page.goto(`${site.origin}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'No pudimos cargar' })).toHaveCount(0);
  } finally {
    await site.close();
  }
});
