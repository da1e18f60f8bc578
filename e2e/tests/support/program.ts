// A person in the programme, made through the real API from the page's own browser context,
// so the session cookie the API issues is the one the screens send.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { DAY_MS, SANDBOX_CARDS, STORAGE_KEYS } from '@tm/shared-contracts';
import { seedLocalStorage } from './storage.js';

export async function trialPerson(
  page: Page,
  {
    informeReady = true,
    nombre = 'Carmen López',
    pais = undefined as string | undefined,
    informacionAdicional = undefined as string | undefined,
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
      ...(informacionAdicional ? { informacionAdicional } : {}),
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
  // A screen that fades in after a delay (the report, §4) is still transparent when its text is
  // already "visible": wait until its headings are fully opaque before measuring contrast.
  await expect
    .poll(() =>
      page.evaluate(() =>
        Math.min(
          1,
          ...[...document.querySelectorAll('h1, h2')].map((heading) => {
            let opacity = 1;
            for (let node: Element | null = heading; node; node = node.parentElement)
              opacity *= Number(getComputedStyle(node).opacity);
            return opacity;
          }),
        ),
      ),
    )
    .toBe(1);
  // A toast fading in or out is half transparent: axe measured its contrast mid-fade and failed
  // now and then. Finite animations and transitions are let finish first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/** Axe at a phone's width and a computer's, as people open these screens on both. */
export async function axeAtBothWidths(page: Page) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
}

/**
 * As if `days` days had passed for this person (test-only endpoint): her trial start and the days
 * of her 5-day log move back, on the API and in this browser's copy alike, so the next calendar
 * day is open on the real clock.
 */
export async function daysPass(page: Page, userId: string, days = 1) {
  const res = await page.request.post('/api/test/observation-log/days-pass', {
    data: { userId, dias: days },
  });
  expect(res.ok()).toBe(true);
  await page.evaluate(
    ({ days, keys }) => {
      const back = (fecha: string) =>
        new Date(Date.parse(`${fecha}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
      const log = JSON.parse(localStorage.getItem(keys.registroDetallado) ?? '[]') as {
        fecha: string;
      }[];
      const moved = log.map((day) => ({ ...day, fecha: back(day.fecha) }));
      localStorage.setItem(keys.registroDetallado, JSON.stringify(moved));
      const start = Number(localStorage.getItem(keys.trialStart));
      if (start > 0) localStorage.setItem(keys.trialStart, String(start - days * 86_400_000));
    },
    { days, keys: STORAGE_KEYS },
  );
}

/** Subscribes the stored person through the sandbox's own endpoints (card 4242). */
export async function subscribeThroughSandbox(page: Page) {
  const setup = await (await page.request.post('/api/create-subscription', { data: {} })).json();
  const card = await (
    await page.request.post('/api/sandbox/confirm-setup', {
      data: {
        clientSecret: setup.clientSecret,
        email: 'carmen@example.com',
        number: SANDBOX_CARDS.succeeds,
        expiry: '12/34',
        cvc: '123',
      },
    })
  ).json();
  const subscribed = await page.request.post('/api/create-subscription-with-payment', {
    data: { customerId: setup.customerId, paymentMethodId: card.paymentMethodId },
  });
  expect(subscribed.ok()).toBe(true);
}

/** The initial report, generated by the API's rule engine. */
export async function generateReport(page: Page, userId: string) {
  const res = await page.request.post('/api/generate-report', {
    data: { userId, moduleNumber: 1 },
  });
  expect(res.ok()).toBe(true);
}
