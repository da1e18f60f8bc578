import { expect, type Page, test } from '@playwright/test';
import { DAY_MS, ROUTES, SANDBOX_CARDS, STORAGE_KEYS } from '@tm/shared-contracts';
import { expectNoAxeViolations } from './support/program.js';

/** A person in the trial: intake saved through the API (session cookie in this browser). */
async function trialUser(page: Page): Promise<string> {
  const res = await page.request.post('/api/intake-form', {
    data: { nombre: 'Carmen López', email: 'carmen@example.com', edad: 58 },
  });
  expect(res.ok()).toBe(true);
  const { userId } = (await res.json()) as { userId: string };
  await page.addInitScript(
    ([key, id, doneKey]) => {
      window.localStorage.setItem(key!, id!);
      window.localStorage.setItem(doneKey!, 'true');
    },
    [STORAGE_KEYS.userId, userId, STORAGE_KEYS.intakeDone],
  );
  return userId;
}

async function fillCard(page: Page, number: string) {
  const form = page.getByRole('form', { name: 'Datos de pago' });
  await expect(form.getByLabel('Correo electrónico')).toBeVisible({ timeout: 15_000 });
  await form.getByLabel('Correo electrónico').fill('carmen@example.com');
  await form.getByLabel('Número de tarjeta').fill(number);
  await form.getByLabel('Vencimiento (MM/AA)').fill('12/34');
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: 'Suscribirme por $5 USD/mes' }).click();
}

const statusOf = async (page: Page, userId: string) =>
  (
    (await (await page.request.get(`/api/users/id/${userId}`)).json()) as {
      subscriptionStatus: string;
    }
  ).subscriptionStatus;

async function subscribe(page: Page) {
  await page.goto(ROUTES.checkout);
  await fillCard(page, SANDBOX_CARDS.succeeds);
  await expect(page).toHaveURL(ROUTES.modulo1, { timeout: 15_000 });
}

test.describe('billing with the sandbox', () => {
  test('a trial user subscribes with 4242 and lands on /modulo-1 as active', async ({ page }) => {
    const userId = await trialUser(page);
    await page.goto(ROUTES.checkout);
    await expect(page.getByRole('heading', { name: 'Activa tu suscripción' })).toBeVisible();
    await expect(
      page.getByText('Prueba gratuita de 7 días y después $5 USD al mes.'),
    ).toBeVisible();
    await expect(page.getByText(/7 días de garantía de reembolso/)).toBeVisible();
    await expect(page.getByLabel('Número de tarjeta')).toBeVisible({ timeout: 15_000 });
    await expectNoAxeViolations(page);

    await fillCard(page, SANDBOX_CARDS.succeeds);
    await expect(page).toHaveURL(ROUTES.modulo1, { timeout: 15_000 });
    await expect(
      page.getByRole('status').filter({ hasText: '¡Suscripción activada!' }),
    ).toBeVisible();
    const stored = await page.evaluate(
      (keys) => keys.map((key) => window.localStorage.getItem(key)),
      [STORAGE_KEYS.userId, STORAGE_KEYS.userEmail, STORAGE_KEYS.justSubscribed],
    );
    expect(stored).toEqual([userId, 'carmen@example.com', 'true']);
    expect(
      await page.evaluate(
        (key) => Number(window.localStorage.getItem(key)),
        STORAGE_KEYS.subscribedAt,
      ),
    ).toBeGreaterThan(0);
    expect(await statusOf(page, userId)).toBe('active');
    const trial = (await (await page.request.get(`/api/trial-status/${userId}`)).json()) as {
      isActive: boolean;
    };
    expect(trial.isActive).toBe(true);
  });

  test('a declined card shows the error and nothing is charged', async ({ page }) => {
    const userId = await trialUser(page);
    await page.goto(ROUTES.checkout);
    await fillCard(page, SANDBOX_CARDS.declined);
    const alert = page.getByRole('alert').filter({ hasText: 'Error al guardar método de pago' });
    await expect(alert).toContainText('Tu tarjeta fue rechazada.');
    // The reason in plain Spanish next to the card field, which gets the focus (issue 17).
    const cardField = page.getByLabel('Número de tarjeta');
    await expect(cardField).toBeFocused();
    await expect(cardField).toHaveAttribute('aria-invalid', 'true');
    await expect(cardField).toHaveAccessibleDescription(
      /Tu tarjeta fue rechazada\. No se hizo ningún cobro\. Prueba con otra tarjeta/,
    );
    await expect(page).toHaveURL(ROUTES.checkout);
    await expect(page.getByRole('button', { name: 'Suscribirme por $5 USD/mes' })).toBeEnabled();
    expect(await statusOf(page, userId)).toBe('unknown');
    expect(
      await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEYS.subscribedAt),
    ).toBeNull();
  });

  test('card 3155 asks the bank for one more step, then subscribes', async ({ page }) => {
    const userId = await trialUser(page);
    await page.goto(ROUTES.checkout);
    await fillCard(page, SANDBOX_CARDS.needsConfirmation);
    await expect(page.getByRole('heading', { name: 'Confirma con tu banco' })).toBeFocused();
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page).toHaveURL(ROUTES.modulo1, { timeout: 15_000 });
    expect(await statusOf(page, userId)).toBe('active');
  });

  test('cancel in the portal, then reactivate: confirmation screens and the reactivation e-mail', async ({
    page,
  }) => {
    test.setTimeout(90_000); // subscribe, then the portal twice, with axe four times
    const userId = await trialUser(page);
    await subscribe(page);

    await page.goto(ROUTES.perfil);
    await expect(page.getByText(/Tu suscripción está activa/)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Gestionar mi suscripción' }).click();
    await expect(page).toHaveURL(/\/portal-de-pagos\?sesion=bps_/);
    await expect(page.getByText('terminada en 4242')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Cancelar suscripción' }).click();
    await page.getByRole('button', { name: 'Sí, cancelar mi suscripción' }).click();
    await expect(page.getByText(/Cancelada: termina el/)).toBeVisible();
    await page.getByRole('button', { name: 'Volver a mi cuenta' }).click();
    await expect(page).toHaveURL(ROUTES.cancelacionConfirmada);
    await expect(page.getByRole('heading', { name: 'Tu suscripción fue cancelada' })).toBeVisible();
    await expect(page.getByText(/Mantienes el acceso completo hasta el/)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Ir a mi perfil' }).click();
    await page.getByRole('button', { name: 'Gestionar mi suscripción' }).click();
    await page.getByRole('button', { name: 'Reactivar suscripción' }).click();
    await expect(page.getByText(/En prueba gratuita|Activa/i).first()).toBeVisible();
    await page.getByRole('button', { name: 'Volver a mi cuenta' }).click();
    await expect(page).toHaveURL(ROUTES.reactivacionConfirmada);
    await expect(
      page.getByRole('heading', { name: '¡Qué bueno tenerte de vuelta!' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    const outbox = (await (await page.request.get(`/api/test/outbox/${userId}`)).json()) as {
      template: string;
      toAddress: string;
    }[];
    expect(outbox.map((email) => email.template)).toEqual([
      'subscription_confirmed',
      'reactivation',
    ]);
    expect(outbox[1]?.toAddress).toBe('carmen@example.com');
  });

  test('the archived /perfil at 11+ days without a subscription', async ({ page }) => {
    const userId = await trialUser(page);
    await page.request.post('/api/test/trial-start', {
      data: { userId, trialStart: Date.now() - 12 * DAY_MS },
    });
    await page.goto(ROUTES.perfil);
    await expect(page.getByRole('heading', { name: 'Tu cuenta está archivada' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Reactivar mi suscripción/ })).toHaveAttribute(
      'href',
      ROUTES.checkout,
    );
    await expectNoAxeViolations(page);
  });

  test('the trial banner on /perfil for a trial user', async ({ page }) => {
    await trialUser(page);
    await page.goto(ROUTES.perfil);
    await expect(page.getByText('Te quedan 7 días de prueba gratuita.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Suscribirme por $5 USD/mes' })).toHaveAttribute(
      'href',
      ROUTES.checkout,
    );
  });
});
