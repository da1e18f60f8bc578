import { expect, type Page, test } from '@playwright/test';
import { ROUTES, SESSION_KEYS, WEEKLY_CHAT } from '@tm/shared-contracts';
import {
  axeAtBothWidths,
  expectNoAxeViolations,
  trialDaysAgo,
  trialPerson,
} from './support/program.js';

const messageBox = (page: Page) => page.getByRole('textbox', { name: '¿Cómo fue tu semana?' });
const sendButton = (page: Page) => page.getByRole('button', { name: 'Enviar mensaje' });
const toasts = (page: Page) => page.getByRole('region', { name: 'Notificaciones (F8)' });
const history = (page: Page) => page.getByRole('region', { name: 'Tus conversaciones' });

test.describe('weekly chat', () => {
  test('sends a trimmed message, clears the box and shows the answer in the history', async ({
    page,
  }) => {
    await trialPerson(page);
    await page.goto(ROUTES.chatSemanal);
    await expect(page.getByRole('heading', { level: 1, name: 'Chat Semanal' })).toBeVisible();
    await expect(history(page).getByText('Todavía no hay mensajes.')).toBeVisible();
    await expect(messageBox(page)).toHaveAttribute('rows', '4');
    await expect(
      page.getByText(`Te quedan 3 de ${WEEKLY_CHAT.checkinsPerPeriod} mensajes`),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // The answer is held back until her message has shown as sending (no timing involved).
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/weekly-checkin', async (route) => {
      await answered;
      await route.continue();
    });
    await messageBox(page).fill('   me cuesta dormir y ando con mucha sed   ');
    await sendButton(page).click();
    const sending = history(page).getByRole('article', { name: 'Mensaje enviándose' });
    await expect(sending.getByText('me cuesta dormir y ando con mucha sed')).toBeVisible();
    await expect(sending.getByText('Enviando…')).toBeVisible();
    answer();

    await expect(messageBox(page)).toHaveValue('');
    const conversation = history(page).getByRole('article');
    await expect(conversation).toHaveCount(1);
    await expect(
      conversation.getByText('me cuesta dormir y ando con mucha sed', { exact: true }),
    ).toBeVisible();
    // The opening names what she wrote about, not a stock sentence.
    await expect(conversation.getByText(/^Hola, Carmen\. .*(descanso|sueño)/)).toBeVisible();
    await expect(conversation.getByText('Tu paso para esta semana:')).toBeVisible();
    await expect(conversation.getByText('Temas: sueño, hidratación')).toBeVisible();
    // Spanish locale: "domingo, 22 de noviembre de 2026" over the day, "18:05" on each message.
    await expect(conversation.getByRole('heading', { level: 3 })).toHaveText(
      /^[a-záéíóú]+, \d{1,2} de [a-z]+ de \d{4}$/,
    );
    await expect(conversation.locator('p > time')).toHaveText([/^\d{2}:\d{2}$/, /^\d{2}:\d{2}$/]);
    await expect(page.getByText('Te quedan 2 de 3 mensajes')).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'Tu asistente respondió' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // The history is the server's: it is still there after a reload.
    await page.reload();
    await expect(history(page).getByRole('article')).toHaveCount(1);
  });

  test('reads as a conversation: oldest first, the newest at the bottom and in view', async ({
    page,
  }) => {
    const userId = await trialPerson(page);
    const messages = [
      'Esta semana cené más temprano y desperté con más energía.',
      'Me cuesta dormir: me despierto a las 3 y ya no me vuelvo a dormir.',
      'Fuimos a una boda el sábado, ¿qué hago la próxima vez con el pastel?',
    ];
    for (const message of messages) {
      const res = await page.request.post('/api/weekly-checkin', { data: { userId, message } });
      expect(res.ok()).toBe(true);
    }
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(ROUTES.chatSemanal);
    const conversation = history(page).getByRole('article');
    await expect(conversation).toHaveCount(messages.length);
    for (const [index, message] of messages.entries())
      await expect(conversation.nth(index).getByText(message, { exact: true })).toBeVisible();
    // Each reply opens on its own message, so no two openings are alike.
    const openings = await conversation.evaluateAll((articles) =>
      articles.map(
        (article) =>
          [...article.querySelectorAll('p')].find((p) => p.textContent?.startsWith('Hola'))
            ?.textContent,
      ),
    );
    expect(new Set(openings).size).toBe(messages.length);

    // The history scrolls in its own box, kept at the newest exchange: her last message in view.
    const list = history(page).getByRole('list', { name: 'Tus conversaciones' });
    expect(await list.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(
      true,
    );
    const box = (await list.boundingBox())!;
    const newest = (await conversation.last().getByText(messages[2]!).boundingBox())!;
    expect(newest.y).toBeGreaterThanOrEqual(box.y);
    expect(newest.y + newest.height).toBeLessThanOrEqual(box.y + box.height);
    if (process.env.E2E_SCREENSHOTS)
      await history(page).screenshot({ path: '../docs/screens/chat-375.png' });
    await axeAtBothWidths(page);
  });

  test('an empty or blank message cannot be sent', async ({ page }) => {
    await trialPerson(page);
    await page.goto(ROUTES.chatSemanal);
    await expect(sendButton(page)).toBeDisabled();
    await messageBox(page).fill(' \n\t  ');
    await expect(sendButton(page)).toBeDisabled();
    await expect(history(page).getByText('Todavía no hay mensajes.')).toBeVisible();
    await messageBox(page).fill('hola');
    await expect(sendButton(page)).toBeEnabled();
  });

  test("server errors show the server's message; a lost connection the general apology", async ({
    page,
  }) => {
    const userId = await trialPerson(page);
    await page.goto(ROUTES.chatSemanal);
    await expect(messageBox(page)).toBeVisible();

    // Another tab uses the whole weekly allowance behind this screen's back.
    for (let i = 0; i < WEEKLY_CHAT.checkinsPerPeriod; i += 1) {
      const res = await page.request.post('/api/weekly-checkin', {
        data: { userId, message: `desde otra pestaña ${i}` },
      });
      expect(res.ok()).toBe(true);
    }
    await messageBox(page).fill('una más, por favor');
    await sendButton(page).click();
    const toast = toasts(page).locator('[data-variant="destructive"]');
    await expect(toast).toContainText('Error');
    // The trial ends before the next message would be allowed: no date after the trial.
    await expect(toast).toContainText(
      /Ya enviaste tus 3 mensajes de esta semana, y tu prueba gratuita termina antes de que puedas escribir de nuevo\./,
    );
    // The screen catches up with the server: the history and the used-up week, and the box
    // stays for an urgent message, which is always answered.
    await expect(history(page).getByRole('article')).toHaveCount(WEEKLY_CHAT.checkinsPerPeriod);
    const usedUp = page.getByRole('region', { name: 'Ya enviaste tus mensajes de esta semana' });
    await expect(usedUp).toContainText('Tu prueba gratuita termina antes de que puedas escribir');
    await expect(usedUp.getByRole('link', { name: 'Activa tu suscripción' })).toHaveAttribute(
      'href',
      ROUTES.checkout,
    );
    await expect(messageBox(page)).toBeVisible();

    // A second person whose connection drops while sending keeps what they wrote.
    await page.context().clearCookies();
    const page2 = await page.context().newPage();
    await trialPerson(page2);
    await page2.goto(ROUTES.chatSemanal);
    await page2.route('**/api/weekly-checkin', (route) => route.abort('internetdisconnected'));
    await messageBox(page2).fill('me siento con poca energía');
    await sendButton(page2).click();
    await expect(toasts(page2).locator('[data-variant="destructive"]')).toContainText(
      'Hubo un problema enviando tu mensaje. Por favor intenta nuevamente.',
    );
    await expect(messageBox(page2)).toHaveValue('me siento con poca energía');
    await expect(sendButton(page2)).toBeEnabled();
  });

  test('day 7 without a subscription: the blocked card, no form, the history still readable', async ({
    page,
  }) => {
    const userId = await trialPerson(page);
    expect(
      (
        await page.request.post('/api/weekly-checkin', { data: { userId, message: 'duermo mal' } })
      ).ok(),
    ).toBe(true);
    await trialDaysAgo(page, userId, 7);
    // The shell's day-7 modal was already seen this session; the chat's own card is under test.
    await page.addInitScript(
      (key) => window.sessionStorage.setItem(key, 'true'),
      SESSION_KEYS.day7ModalSeen,
    );
    await page.goto(ROUTES.chatSemanal);
    const card = page.getByRole('region', {
      name: 'Chat en pausa: tu prueba gratuita ha finalizado (Día 7)',
    });
    await expect(card).toBeVisible();
    await expect(
      card.getByRole('link', { name: 'Activar suscripción ($5 USD/mes)' }),
    ).toHaveAttribute('href', ROUTES.checkout);
    await expect(messageBox(page)).toHaveCount(0);
    await expect(history(page).getByText('duermo mal', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // And the API refuses a check-in sent anyway.
    const refused = await page.request.post('/api/weekly-checkin', {
      data: { userId, message: 'hola' },
    });
    expect(refused.status()).toBe(403);
  });

  test('after the trial (day 8) the chat says access has finished', async ({ page }) => {
    const userId = await trialPerson(page);
    await trialDaysAgo(page, userId, 8);
    await page.goto(ROUTES.chatSemanal);
    await expect(
      page.getByRole('heading', { name: 'Tu acceso al chat semanal terminó' }),
    ).toBeVisible();
    await expect(messageBox(page)).toHaveCount(0);
  });

  test('no report yet: the restricted-access card with the three steps', async ({ page }) => {
    await trialPerson(page, { informeReady: false });
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(ROUTES.chatSemanal);
    const card = page.getByRole('region', { name: 'Acceso restringido' });
    await expect(card).toBeVisible();
    await expect(card.getByRole('listitem')).toHaveText([
      /formulario de ingreso/,
      /5 días de observación/,
      /informe inicial/,
    ]);
    await expect(messageBox(page)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await card.getByRole('link', { name: 'Completar mis pasos' }).click();
    await expect(page).toHaveURL(/\/(onboarding\/bienvenida)?$/);
  });

  test('without a user id it goes to the trial welcome', async ({ page }) => {
    await page.goto(ROUTES.chatSemanal);
    await expect(page).toHaveURL(ROUTES.bienvenidaTrial);
  });
});
