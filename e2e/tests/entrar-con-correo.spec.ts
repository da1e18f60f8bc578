import { expect, type Page, test } from '@playwright/test';
import { ROUTES, SIGN_IN_NEUTRAL_MESSAGE, STORAGE_KEYS } from '@tm/shared-contracts';
import { axeAtBothWidths } from './support/program.js';

const stored = (page: Page, key: string) =>
  page.evaluate((name) => localStorage.getItem(name), key);

test.describe('Entrar con mi correo (issue 17): a way back in from any device', () => {
  test('a second device signs in through the e-mailed link, then out everywhere', async ({
    page,
    browser,
  }) => {
    // Three devices and eight axe runs: more than the suite's default 30 s on a shared machine.
    test.setTimeout(120_000);
    // The first device: a person with an intake, a report and this browser's session.
    const email = `lucia.${Date.now()}@example.com`;
    const saved = await page.request.post('/api/intake-form', {
      data: { nombre: 'Lucía Pérez', email, edad: 61 },
    });
    const { userId, trialStart } = (await saved.json()) as { userId: string; trialStart: number };
    expect((await page.request.post('/api/test/initial-report', { data: { userId } })).ok()).toBe(
      true,
    );
    await page.goto(ROUTES.privacidad);
    await page.evaluate(
      ([key, id]) => localStorage.setItem(key!, id!),
      [STORAGE_KEYS.userId, userId],
    );

    // The second device knows nothing of her: she asks for a link.
    const second = await browser.newContext();
    const phone = await second.newPage();
    await phone.goto(ROUTES.entrar);
    await expect(phone.getByRole('heading', { name: 'Entrar con mi correo' })).toBeVisible();
    await axeAtBothWidths(phone);
    await phone.getByLabel('Correo electrónico').fill(email);
    await phone.getByRole('button', { name: 'Enviarme el enlace' }).click();
    await expect(
      phone.getByRole('status').filter({ hasText: SIGN_IN_NEUTRAL_MESSAGE }),
    ).toBeVisible();
    await axeAtBothWidths(phone);

    // The link, from the outbox (test-only endpoint, read with the first device's session).
    let text = '';
    await expect
      .poll(async () => {
        const list = (await (await page.request.get(`/api/test/outbox/${userId}`)).json()) as {
          template: string;
          text: string;
        }[];
        text = list.find((mail) => mail.template === 'sign_in_link')?.text ?? '';
        return text;
      })
      .toMatch(/\/entrar\/enlace\?token=/);
    const path = /\/entrar\/enlace\?token=[\w-]+/.exec(text)![0];

    await phone.goto(path);
    // Her most useful screen: the report, with the keys a returning person has.
    await expect(phone).toHaveURL(new RegExp(`${ROUTES.informeInicial}$`));
    expect(await stored(phone, STORAGE_KEYS.userId)).toBe(userId);
    expect(await stored(phone, STORAGE_KEYS.userEmail)).toBe(email);
    expect(await stored(phone, STORAGE_KEYS.trialStart)).toBe(String(trialStart));
    expect(await stored(phone, STORAGE_KEYS.intakeDone)).toBe('true');
    expect(await stored(phone, STORAGE_KEYS.informeReady)).toBe('true');

    // The same link does not open a third device.
    const third = await browser.newContext();
    const other = await third.newPage();
    await other.goto(path);
    await expect(other.getByRole('alert')).toContainText('ya no sirve');
    await axeAtBothWidths(other);
    await third.close();

    // /perfil lists both devices; she signs out everywhere.
    await phone.goto(ROUTES.perfil);
    const devices = phone.getByRole('region', { name: 'Tus dispositivos' });
    await expect(devices.getByRole('listitem')).toHaveCount(2);
    await expect(devices).toContainText('(este dispositivo)');
    await axeAtBothWidths(phone);
    await devices.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }).click();
    await expect(phone).toHaveURL(/\/$/);
    expect(await stored(phone, STORAGE_KEYS.userId)).toBeNull();

    // The first device lost access too.
    expect((await page.request.get(`/api/trial-status/${userId}`)).status()).toBe(401);
    await page.goto(ROUTES.perfil);
    await expect(page.getByText('Tu sesión está cerrada en este dispositivo')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Entrar con mi correo' })).toBeVisible();
    await second.close();
  });
});
