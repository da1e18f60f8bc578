import { expect, type Page, test } from '@playwright/test';
import { DAY_MS, ROUTES, SANDBOX_CARDS } from '@tm/shared-contracts';
import { expectNoAxeViolations, subscribeThroughSandbox, trialPerson } from './support/program.js';

// Issue 17, finding 14: /perfil says who the account is, the plan and its dates; the card can be
// changed in the portal (erasing it ends on a screen that says so: perfil-datos.spec.ts). Each
// failed before its fix.
const SIZES = [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
];

const longDate = (ms: number) =>
  new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(ms),
  );

/** The trial's last day as the page writes it: the account began between `since` and now, so a
 * run that crosses midnight accepts either day. */
const trialEndSince = (since: number) =>
  `(${[since, Date.now()].map((ms) => longDate(ms + 7 * DAY_MS)).join('|')})`;

async function axeAtBothSizes(page: Page) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page);
  }
}

/** The account panel of /perfil, by its heading. */
const accountPanel = (page: Page) => page.getByRole('region', { name: 'Tu cuenta' });

test.describe('/perfil: who, which plan, which card (issue 17, finding 14)', () => {
  test('a person in her trial sees her name, her e-mail, her plan and when the trial ends', async ({
    page,
  }) => {
    const since = Date.now();
    await trialPerson(page, { nombre: 'Rosa Díaz' });
    await page.goto(ROUTES.perfil);
    const panel = accountPanel(page);
    await expect(panel.getByText('Rosa Díaz')).toBeVisible();
    await expect(panel.getByText('carmen@example.com')).toBeVisible();
    await expect(panel.getByText('Prueba gratuita de 7 días')).toBeVisible();
    await expect(panel).toContainText(new RegExp(`Fin de la prueba: ${trialEndSince(since)}\\.`));
    // No developer control on a patient's account page in a production build.
    await expect(page.getByRole('button', { name: /datos de prueba/i })).toHaveCount(0);
    await axeAtBothSizes(page);
  });

  test('a subscriber sees her next charge and her card, and changes the card in the portal', async ({
    page,
  }) => {
    test.setTimeout(90_000); // subscribe, then the portal, with axe at two sizes
    const since = Date.now();
    await trialPerson(page, { nombre: 'Rosa Díaz' });
    await subscribeThroughSandbox(page);
    await page.goto(ROUTES.perfil);
    const panel = accountPanel(page);
    await expect(panel.getByText('Plan: mensual, $5 USD al mes.')).toBeVisible();
    // The sandbox subscription's first charge comes when the 7-day trial ends.
    await expect(panel).toContainText(new RegExp(`Próximo cobro: ${trialEndSince(since)}`));
    await expect(panel).toContainText('Visa terminada en 4242');
    await axeAtBothSizes(page);

    await page.getByRole('button', { name: 'Cambiar mi tarjeta' }).click();
    await expect(page).toHaveURL(/\/portal-de-pagos\?sesion=bps_/);
    const form = page.getByRole('form', { name: 'Nueva tarjeta' });
    const number = form.getByLabel('Número de tarjeta');
    await expect(number).toBeVisible();
    await axeAtBothSizes(page);

    // A refused card: the reason next to the field, which gets the focus; the old card stays.
    await number.fill(SANDBOX_CARDS.declined);
    await form.getByLabel('Vencimiento (MM/AA)').fill('12/34');
    await form.getByLabel('CVC').fill('123');
    await form.getByRole('button', { name: 'Guardar mi nueva tarjeta' }).click();
    await expect(number).toBeFocused();
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription(
      /Tu tarjeta fue rechazada\. No se hizo ningún cobro\. Tu Visa terminada en 4242 sigue guardada/,
    );
    await axeAtBothSizes(page);

    await number.fill('5555555555554444');
    await form.getByRole('button', { name: 'Guardar mi nueva tarjeta' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Tu nueva tarjeta' })).toContainText(
      'Mastercard terminada en 4444',
    );
    await axeAtBothSizes(page);
    await page.getByRole('button', { name: 'Volver a mi cuenta' }).click();
    await expect(page).toHaveURL(ROUTES.perfil);
    await expect(accountPanel(page)).toContainText('Mastercard terminada en 4444');
  });
});
