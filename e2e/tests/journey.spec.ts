import { expect, test } from '@playwright/test';
import { ROUTES, STORAGE_KEYS } from '@tm/shared-contracts';
import { trialPerson } from './support/program.js';
import { seedLocalStorage } from './support/storage.js';

// Findings of the journey walk (issue 17), one test each; each failed before its fix.
test.describe('journey', () => {
  test('/onboarding/mes1 shows no developer control in a production build', async ({ page }) => {
    await trialPerson(page, { informeReady: false });
    await seedLocalStorage(page, { [STORAGE_KEYS.intakeDone]: 'true' });
    await page.goto(ROUTES.mes1);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Borrar datos de prueba' })).toHaveCount(0);
  });
});
