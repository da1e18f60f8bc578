// A person in the programme, made through the real API from the page's own browser context,
// so the session cookie the API issues is the one the screens send.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { DAY_MS, STORAGE_KEYS } from '@tm/shared-contracts';
import { seedLocalStorage } from './storage.js';

export async function trialPerson(
  page: Page,
  {
    informeReady = true,
    nombre = 'Carmen López',
    pais = undefined as string | undefined,
    /** More intake answers (e.g. the medicines she takes). */
    intake = {} as Record<string, unknown>,
  } = {},
): Promise<string> {
  const res = await page.request.post('/api/intake-form', {
    data: {
      nombre,
      email: 'carmen@example.com',
      edad: 58,
      horasSueno: '5',
      ...(pais ? { pais } : {}),
      ...intake,
    },
  });
  expect(res.ok()).toBe(true);
  const { userId } = (await res.json()) as { userId: string };
  await seedLocalStorage(page, {
    [STORAGE_KEYS.userId]: userId,
    [STORAGE_KEYS.intakeDone]: 'true',
    [STORAGE_KEYS.trialStart]: String(Date.now()),
    ...(informeReady ? { [STORAGE_KEYS.informeReady]: 'true' } : {}),
  });
  return userId;
}

/** Moves the trial start back so that `daysSinceStart` days have passed (test-only endpoint). */
export async function trialDaysAgo(page: Page, userId: string, daysSinceStart: number) {
  const trialStart = Date.now() - daysSinceStart * DAY_MS - 60_000;
  const res = await page.request.post('/api/test/trial-start', { data: { userId, trialStart } });
  expect(res.ok()).toBe(true);
  await seedLocalStorage(page, { [STORAGE_KEYS.trialStart]: String(trialStart) });
}

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}
