import { expect, type Page, test } from '@playwright/test';
import { ROUTES, STORAGE_KEYS } from '@tm/shared-contracts';
import { expectNoAxeViolations, trialPerson } from './support/program.js';
import { seedLocalStorage } from './support/storage.js';
import { writeLogDay } from './support/registro.js';

// Issue 21: reminders. The switches of /perfil persist; the opt-in is asked after the first
// saved log day, and its "Sí" subscribes this device. Headless Chromium refuses
// PushManager.subscribe here ("Registration failed - permission denied", even with the
// notifications permission granted: no push service), so the browser's subscribe is replaced by
// one returning a subscription of the same shape; the rest is real: the permission (granted in
// the context), the service worker /sw-push.js, the API storing the device. Delivery to a push
// service, with real encryption, is proven by the API's tests (api/test/reminders.test.ts).

const readPreferences = async (page: Page, userId: string) =>
  (await (await page.request.get(`/api/reminders/${userId}`)).json()) as Record<string, unknown>;

test('the reminder switches of /perfil persist', async ({ page }) => {
  const userId = await trialPerson(page);
  await page.goto(ROUTES.perfil);
  const panel = page.getByRole('region', { name: 'Recordatorios' });
  const weekly = panel.getByLabel('Mi conversación semanal, si pasó una semana sin escribir');
  const modules = panel.getByLabel('Cuando se abra un nuevo módulo');
  await expect(weekly).not.toBeChecked();
  await expect(modules).toBeChecked();
  await expect(panel).toContainText('nunca entre las 21:00 y las 08:00 de tu hora');
  await expectNoAxeViolations(page);

  await weekly.check();
  await expect(weekly).toBeEnabled();
  await modules.uncheck();
  await expect(modules).toBeEnabled();
  await page.reload();
  await expect(weekly).toBeChecked();
  await expect(modules).not.toBeChecked();
  expect(await readPreferences(page, userId)).toMatchObject({
    checkin: true,
    modulo: false,
    zonaHoraria: 'UTC',
  });

  // Her quiet hours: two hour selects, saved, kept.
  const quiet = panel.getByRole('group', { name: 'Horas de silencio' });
  await quiet.getByLabel('No enviar recordatorios desde').selectOption('22:00');
  await quiet.getByLabel('hasta').selectOption('07:00');
  await panel.getByRole('button', { name: 'Guardar horas de silencio' }).click();
  await expect(panel).toContainText('nunca entre las 22:00 y las 07:00 de tu hora');
  await page.reload();
  await expect(quiet.getByLabel('No enviar recordatorios desde')).toHaveValue('22');
  await expect(quiet.getByLabel('hasta')).toHaveValue('7');
  expect(await readPreferences(page, userId)).toMatchObject({
    silencioDesde: 22,
    silencioHasta: 7,
  });
});

test('after the first log day: "¿Te recordamos tu registro mañana?", and "Sí" subscribes this device', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  // The stand-in subscription outlives a navigation (sessionStorage), as the browser's would.
  await page.addInitScript(() => {
    const KEY = 'e2e-push-subscription';
    const json = {
      endpoint: 'https://push.example.test/e2e/device-1',
      expirationTime: null,
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
    };
    const subscription = {
      ...json,
      toJSON: () => json,
      unsubscribe: async () => {
        sessionStorage.removeItem(KEY);
        return true;
      },
    } as unknown as PushSubscription;
    PushManager.prototype.getSubscription = async () =>
      sessionStorage.getItem(KEY) ? subscription : null;
    PushManager.prototype.subscribe = async () => {
      sessionStorage.setItem(KEY, 'yes');
      return subscription;
    };
  });
  const userId = await trialPerson(page, { informeReady: false });
  await seedLocalStorage(page, { [STORAGE_KEYS.mensajeDone]: 'true' });

  // Never on the landing, nor before a day is written.
  await page.goto('/');
  await expect(page.getByText('¿Te recordamos tu registro mañana?')).toHaveCount(0);
  await page.goto(ROUTES.mes1);
  await expect(page.getByText('Progreso diario: 0/5 días')).toBeVisible();
  await expect(page.getByText('¿Te recordamos tu registro mañana?')).toHaveCount(0);

  await page.goto(ROUTES.registro);
  await writeLogDay(page, 1, 'Avena y fruta');

  const card = page.getByRole('region', { name: '¿Te recordamos tu registro mañana?' });
  await expect(card).toBeVisible();
  await expectNoAxeViolations(page);
  await card.getByRole('button', { name: 'Sí, recuérdamelo' }).click();
  await expect(card.getByRole('status')).toHaveText(
    'Listo: mañana por la tarde te recordamos anotar tu día en este dispositivo.',
  );
  expect(await page.evaluate(() => Notification.permission)).toBe('granted');
  expect(
    await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.scriptURL,
    ),
    // The shell's worker (/sw.js, which imports the push handling) or, before it, the push-only one.
  ).toMatch(/\/sw(-push)?\.js$/);
  expect(await readPreferences(page, userId)).toMatchObject({ registro: true, dispositivos: 1 });

  // Asked once: not again on the next visit.
  await page.reload();
  await expect(page.getByText('Progreso diario: 1/5 días')).toBeVisible();
  await expect(card).toHaveCount(0);

  // /perfil shows this device and lets her stop it.
  await page.goto(ROUTES.perfil);
  await page.getByRole('button', { name: 'Dejar de avisarme en este dispositivo' }).click();
  // Exact: the name is also the end of 'Dejar de avisarme…', which a substring match finds at once.
  await expect(
    page.getByRole('button', { name: 'Avisarme en este dispositivo', exact: true }),
  ).toBeVisible();
  expect(await readPreferences(page, userId)).toMatchObject({ dispositivos: 0 });
});
