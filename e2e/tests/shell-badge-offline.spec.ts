import { expect, test } from '@playwright/test';
import { DAY_MS, ROUTES, STORAGE_KEYS, UI } from '@tm/shared-contracts';
import { startSite } from './support/site.js';
import { seedLocalStorage } from './support/storage.js';

// §4: without a server answer the badge counts from the stored trial start.
test('with the API stopped, the trial badge counts the days from the stored trial start', async ({
  page,
}) => {
  const site = await startSite(40, {}, { apiDown: true });
  try {
    for (const [daysAgo, left] of [
      [2, 5],
      [5, 2],
    ] as const) {
      await seedLocalStorage(page, {
        [STORAGE_KEYS.userId]: 'trial_1790000000000_abc123',
        [STORAGE_KEYS.intakeDone]: 'true',
        [STORAGE_KEYS.trialStart]: String(Date.now() - daysAgo * DAY_MS - 60_000),
      });
      const failed = page.waitForResponse((res) => res.url().includes('/api/trial-status/'));
      await page.goto(`${site.origin}${ROUTES.privacidad}`);
      expect((await failed).status()).toBe(503);
      const badge = page.getByTitle('Días que quedan de tu prueba gratuita');
      await expect(badge).toHaveText(`Te quedan ${left} días`);
      await expect(badge).toHaveAttribute(
        'data-tone',
        left <= UI.badgeWarningDays ? 'warning' : 'calm',
      );
    }
  } finally {
    await site.close();
  }
});
