import type { Page } from '@playwright/test';

/** Seeds local storage before any page script runs (as a returning visitor's browser has it). */
export async function seedLocalStorage(page: Page, items: Record<string, string>): Promise<void> {
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
  }, items);
}
