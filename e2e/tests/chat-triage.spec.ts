import { expect, type Page, test } from '@playwright/test';
import { ROUTES, WEEKLY_CHAT } from '@tm/shared-contracts';
import { expectNoAxeViolations, trialPerson } from './support/program.js';

const messageBox = (page: Page) => page.getByRole('textbox', { name: '¿Cómo fue tu semana?' });
const send = async (page: Page, message: string) => {
  await messageBox(page).fill(message);
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
};
const alertBox = (page: Page) =>
  page.getByRole('alert').filter({ has: page.getByRole('heading', { name: /pide ayuda ahora/ }) });

test.describe('weekly chat triage', () => {
  test('an emergency shows an alert on top with a tel: link and leaves the allowance untouched', async ({
    page,
  }) => {
    await trialPerson(page, { pais: 'Colombia' });
    await page.goto(ROUTES.chatSemanal);
    const full = `Te quedan ${WEEKLY_CHAT.checkinsPerPeriod} de ${WEEKLY_CHAT.checkinsPerPeriod} mensajes`;
    await expect(page.getByText(full)).toBeVisible();

    await send(page, 'se me durmio la mitad de la cara y el brazo derecho, hablo raro');

    await expect(alertBox(page)).toBeVisible();
    const call = alertBox(page).getByRole('link', { name: /Llamar a emergencias: 123/ });
    await expect(call).toHaveAttribute('href', 'tel:123');
    await expect(alertBox(page)).toContainText('derrame cerebral');
    // The alert comes before the form and the conversation.
    const alertTop = (await alertBox(page).boundingBox())?.y ?? Infinity;
    const formTop = (await messageBox(page).boundingBox())?.y ?? 0;
    expect(alertTop).toBeLessThan(formTop);
    // No coaching after an emergency, and the message did not count.
    await expect(page.getByRole('region', { name: 'Tus conversaciones' })).not.toContainText(
      'Tu paso para esta semana:',
    );
    await expect(page.getByText(full)).toBeVisible();
    // In the conversation the reply wears the alert's colours and title, and still starts with
    // the action: the number to call.
    const reply = page.getByRole('article').last();
    await expect(reply.getByText('Esto es lo primero: pide ayuda ahora')).toBeVisible();
    await expect(
      reply.getByText(/^Esto puede ser una emergencia: llama ahora al 123\./),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("a suicidal message from a person in Mexico shows Mexico's crisis line", async ({
    page,
  }) => {
    await trialPerson(page, { pais: 'México' });
    await page.goto(ROUTES.chatSemanal);
    await send(page, 'tengo ganas de matarme, ya no aguanto');

    await expect(alertBox(page)).toBeVisible();
    const line = alertBox(page).getByRole('link', { name: /Línea de la Vida: 800 911 2000/ });
    await expect(line).toHaveAttribute('href', 'tel:8009112000');
    await expect(alertBox(page).getByRole('link', { name: /emergencias: 911/ })).toHaveAttribute(
      'href',
      'tel:911',
    );
    await expect(page.getByRole('region', { name: 'Tus conversaciones' })).not.toContainText(
      'Tu paso para esta semana:',
    );
  });
});
