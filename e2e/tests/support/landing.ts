import { expect, type Page } from '@playwright/test';

/**
 * The landing is prerendered and its app boots at the first interaction (or when idle a few
 * seconds after load): for what only the live page does (a tooltip on hover), move the mouse over
 * it and wait until the app owns the page.
 */
export async function bootTheLanding(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
}
