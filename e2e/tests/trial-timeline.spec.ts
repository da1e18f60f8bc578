import { expect, type Page, test } from '@playwright/test';
import {
  computeTrialStatus,
  DAY_MS,
  ROUTES,
  STORAGE_KEYS,
  type SubscriptionStatus,
} from '@tm/shared-contracts';
import { trialOverlays } from '../../shell/src/features/trial-overlays/overlay-days.js';
import {
  generateReport,
  subscribeThroughSandbox,
  trialDaysAgo,
  trialPerson,
} from './support/program.js';
import { seedLocalStorage } from './support/storage.js';

// Day by day, what a person sees, checked against the same pure rules the code uses.
const expectedOn = (day: number, subscriptionStatus: SubscriptionStatus) => {
  const now = Date.now();
  const status = computeTrialStatus({
    trialStart: now - day * DAY_MS - 60_000,
    subscriptionStatus,
    now,
  });
  return { status, overlays: trialOverlays(status) };
};

const OVERLAYS = {
  day5Banner: (page: Page) => page.getByRole('region', { name: 'Te quedan 2 días de prueba' }),
  day6Modal: (page: Page) =>
    page.getByRole('dialog', { name: 'Mañana es tu último día de prueba' }),
  day7Modal: (page: Page) => page.getByRole('dialog', { name: 'Hoy termina tu prueba gratuita' }),
  day7Banner: (page: Page) => page.getByRole('region', { name: 'Último día de tu prueba' }),
  day8Banner: (page: Page) =>
    page.getByRole('region', { name: 'Tu acceso de prueba ha terminado' }),
};
const badge = (page: Page) => page.getByText(/^Te quedan \d+ días?$/);

async function expectOverlays(page: Page, expected: ReturnType<typeof trialOverlays>) {
  for (const [name, locate] of Object.entries(OVERLAYS)) {
    if (expected[name as keyof typeof OVERLAYS]) await expect(locate(page)).toBeVisible();
    else await expect(locate(page)).toHaveCount(0);
  }
}

const reportTitle = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Tu Guía Funcional Personalizada — Inicio' });
const readOnlyBanner = (page: Page) =>
  page.getByText('Modo lectura: Tu prueba gratuita ha finalizado (Día 7)');

test.describe('a trial user, day 0 to day 12', () => {
  for (let day = 0; day <= 12; day += 1) {
    test(`day ${day}`, async ({ page }) => {
      const userId = await trialPerson(page);
      await generateReport(page, userId);
      await trialDaysAgo(page, userId, day);
      const { status, overlays } = expectedOn(day, 'unknown');

      await page.goto(ROUTES.guia);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (status.trialExpired && !status.hasAccess) await expect(badge(page)).toHaveCount(0);
      else {
        const days = Math.max(0, status.daysRemaining);
        await expect(badge(page)).toHaveText(`Te quedan ${days} ${days === 1 ? 'día' : 'días'}`);
      }
      await expectOverlays(page, overlays);
      const nav = page.getByRole('navigation', { name: 'Principal' });
      await expect(nav.getByRole('link', { name: 'Mi Informe' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Chat Semanal' })).toBeVisible();

      // A modal shows once per session: closed, then not again after a reload or in a tab opened
      // from this one (its session storage is copied); a tab started on its own shows it again.
      const modal = overlays.day6Modal ? 'day6Modal' : overlays.day7Modal ? 'day7Modal' : null;
      if (modal) {
        await page.keyboard.press('Escape');
        await expect(OVERLAYS[modal](page)).toHaveCount(0);
        await page.reload();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(badge(page).or(OVERLAYS.day7Banner(page)).first()).toBeVisible();
        await expect(OVERLAYS[modal](page)).toHaveCount(0);

        // A tab opened from this one carries a copy of its session storage: still closed there.
        const [opened] = await Promise.all([
          page.context().waitForEvent('page'),
          page.evaluate((path) => void window.open(path, '_blank'), ROUTES.guia),
        ]);
        await expect(opened.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(badge(opened).or(OVERLAYS.day7Banner(opened)).first()).toBeVisible();
        await expect(OVERLAYS[modal](opened)).toHaveCount(0);
        await opened.close();
        // A tab started on its own is a new session: the modal shows there, once.
        const fresh = await page.context().newPage();
        await fresh.goto(ROUTES.guia);
        await expect(OVERLAYS[modal](fresh)).toBeVisible();
        await fresh.close();
      }

      await page.goto(ROUTES.chatSemanal);
      const form = page.getByRole('textbox', { name: '¿Cómo fue tu semana?' });
      if (status.isActive || status.daysRemaining > 0) await expect(form).toBeVisible();
      else await expect(form).toHaveCount(0);
      if (status.daysRemaining === 0) {
        await expect(
          page.getByRole('region', {
            name: 'Chat en pausa: tu prueba gratuita ha finalizado (Día 7)',
          }),
        ).toBeVisible();
      }

      // The report: whole through day 6, read-only on day 7, home on days 8–10, expired from 11.
      await page.goto(ROUTES.informeInicial);
      if (status.isArchived)
        await expect(
          page.getByRole('heading', { level: 1, name: 'Tu prueba gratuita terminó' }),
        ).toBeVisible();
      else if (!status.hasAccess) await expect(page).toHaveURL(/\/$/);
      else {
        await expect(reportTitle(page)).toBeVisible();
        await expect(readOnlyBanner(page)).toHaveCount(status.isReadOnly ? 1 : 0);
      }

      // Module 1: open while the trial gives access, then closed with the way to subscribe.
      await page.goto(ROUTES.modulo1);
      if (status.hasAccess)
        await expect(
          page.getByRole('heading', {
            level: 1,
            name: 'Módulo 1: Nutrición funcional para tu azúcar',
          }),
        ).toBeVisible();
      else
        await expect(
          page
            .getByRole('region', { name: 'Tu Módulo 1 todavía está cerrado' })
            .getByRole('link', { name: 'Activar suscripción ($5 USD/mes)' }),
        ).toBeVisible();

      await page.goto(ROUTES.perfil);
      const archived = page.getByRole('heading', { name: 'Tu cuenta está archivada' });
      if (status.isArchived) await expect(archived).toBeVisible();
      else {
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(archived).toHaveCount(0);
      }
    });
  }
});

test.describe('a subscriber never sees a trial overlay', () => {
  for (const day of [5, 6, 7, 8, 12]) {
    test(`day ${day}`, async ({ page }) => {
      const userId = await trialPerson(page);
      await generateReport(page, userId);
      await subscribeThroughSandbox(page);
      await trialDaysAgo(page, userId, day);
      const server = await (await page.request.get(`/api/trial-status/${userId}`)).json();
      expect(['active', 'trialing']).toContain(server.subscriptionStatus);

      // The overlays are judged once the page has the server's answer.
      const answered = page.waitForResponse((res) => res.url().includes('/api/trial-status/'));
      await page.goto(ROUTES.guia);
      await answered;
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();
      const { overlays } = expectedOn(day, server.subscriptionStatus);
      await expectOverlays(page, overlays);
      // The report offers 'Finalizar' to a subscriber, never the subscription offer.
      await page.goto(ROUTES.informeInicial);
      await expect(reportTitle(page)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Finalizar' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Suscribirme por $5 USD/mes' })).toHaveCount(0);
      await expect(readOnlyBanner(page)).toHaveCount(0);

      await page.goto(ROUTES.perfil);
      await expect(page.getByRole('heading', { name: 'Tu cuenta está archivada' })).toHaveCount(0);
    });
  }

  test('a stored subscription timestamp alone is enough in the browser (§6)', async ({ page }) => {
    const userId = await trialPerson(page);
    await trialDaysAgo(page, userId, 6);
    await seedLocalStorage(page, { [STORAGE_KEYS.subscribedAt]: String(Date.now()) });
    await page.goto(ROUTES.guia);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectOverlays(page, expectedOn(6, 'active').overlays);
  });
});

test.describe('a subscriber who cancelled, after the paid period', () => {
  async function cancelAndEnd(page: Page, userId: string) {
    const portal = await page.request.post('/api/create-portal-session', {
      data: { userId, currentStatus: 'trialing' },
    });
    const sessionId = new URL((await portal.json()).url).searchParams.get('sesion');
    await page.request.post('/api/sandbox/portal/cancel', { data: { sessionId } });
    const ended = await page.request.post('/api/test/sandbox/end-period', { data: { userId } });
    expect(await ended.json()).toEqual({ status: 'canceled' });
  }

  for (const day of [5, 7, 8, 11]) {
    test(`day ${day}`, async ({ page }) => {
      const userId = await trialPerson(page);
      await subscribeThroughSandbox(page);
      await cancelAndEnd(page, userId);
      await trialDaysAgo(page, userId, day);
      const server = await (await page.request.get(`/api/trial-status/${userId}`)).json();
      expect(server.subscriptionStatus).toBe('canceled');
      const { status, overlays } = expectedOn(day, 'canceled');
      expect(server).toMatchObject({
        daysRemaining: status.daysRemaining,
        hasAccess: status.hasAccess,
        isArchived: status.isArchived,
      });

      const answered = page.waitForResponse((res) => res.url().includes('/api/trial-status/'));
      await page.goto(ROUTES.guia);
      await answered;
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectOverlays(page, overlays);

      await page.goto(ROUTES.chatSemanal);
      const form = page.getByRole('textbox', { name: '¿Cómo fue tu semana?' });
      if (status.isActive || status.daysRemaining > 0) await expect(form).toBeVisible();
      else await expect(form).toHaveCount(0);

      await page.goto(ROUTES.perfil);
      const archived = page.getByRole('heading', { name: 'Tu cuenta está archivada' });
      if (status.isArchived) await expect(archived).toBeVisible();
      else await expect(archived).toHaveCount(0);
    });
  }
});
