import { expect, test } from '@playwright/test';
import { ROUTES } from '@tm/shared-contracts';
import { trialPerson } from './support/program.js';

// What people write is stored as written and shown as text, never run as HTML.
const PAYLOAD = `<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script> ¿y esto?`;

test('a script payload in the weekly chat is stored and shown as plain text', async ({ page }) => {
  const userId = await trialPerson(page);
  await page.goto(ROUTES.chatSemanal);
  await page.getByRole('textbox', { name: '¿Cómo fue tu semana?' }).fill(PAYLOAD);
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();

  const history = page.getByRole('region', { name: 'Tus conversaciones' });
  await expect(history.getByText(PAYLOAD, { exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(history.locator('img, script')).toHaveCount(0);

  // Her message shows at once ("Enviando…"), before the API has stored it: ask until it has.
  const storedTexts = async () =>
    (
      (await (await page.request.get(`/api/weekly-checkins/${userId}`)).json()) as {
        inputText: string;
      }[]
    ).map((checkin) => checkin.inputText);
  await expect.poll(storedTexts).toContain(PAYLOAD);
});

test('a script payload in the intake is stored as written and shown as text in the report', async ({
  page,
}) => {
  // The report greets by the first word of the name: a payload without spaces reaches it whole.
  const name = `<img/src=x/onerror=window.__pwned=3>`;
  const userId = await trialPerson(page, { nombre: name });
  const intake = await page.request.post('/api/intake-form', {
    data: {
      userId,
      nombre: name,
      email: 'carmen@example.com',
      edad: 58,
      informacionAdicional: PAYLOAD,
    },
  });
  expect(intake.ok()).toBe(true);
  const generated = await page.request.post('/api/generate-report', {
    data: { userId, moduleNumber: 1 },
  });
  expect(generated.ok()).toBe(true);

  await page.goto(ROUTES.informeInicial);
  const report = page.locator('#contenido');
  await expect(report.getByText(`${name}, 58 años.`, { exact: false })).toBeVisible();
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(report.locator('img, script')).toHaveCount(0);

  const exported = (await (await page.request.get('/api/me/export')).json()) as unknown;
  expect(JSON.stringify(exported)).toContain(JSON.stringify(PAYLOAD).slice(1, -1));
});
