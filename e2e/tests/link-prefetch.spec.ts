// Issue 22 item 3: a link gets its page ready before it is followed. Seen on screen (once the page
// is used), its remote's code is fetched; pointed at, the data its screen reads too, into the
// page's cache, so the screen does not ask again. Following the link still lands on its screen.
import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '@tm/shared-contracts';
import { trialPerson } from './support/program.js';

/** The deployed manifest URL of a remote, as the shell reads it from /remotes.json. */
async function manifestOf(page: Page, remote: string): Promise<string> {
  const res = await page.request.get('/remotes.json');
  const { remotes } = (await res.json()) as { remotes: Record<string, string> };
  return new URL(remotes[remote]!, page.url()).toString();
}

/** The live app has replaced the prerendered landing (its links are the router's now). */
const live = (page: Page) => expect(page.locator('#root:not([data-prerendered])')).toBeAttached();

test('a link seen on the landing gets its remote ready, and following it lands on its screen', async ({
  page,
}) => {
  await page.goto(ROUTES.landing);
  await live(page);
  const onboarding = await manifestOf(page, 'onboarding');
  const fetched = page.waitForRequest((request) => request.url() === onboarding);

  // She moves the pointer as she reads: the header's 'Diagnóstico' (onboarding's) is on screen.
  await page.mouse.move(5, 400);
  await fetched;

  const nav = page.getByRole('navigation', { name: 'Principal' });
  await nav.getByRole('link', { name: 'Diagnóstico', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${ROUTES.bienvenidaTrial}$`));
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Te damos la bienvenida a tu prueba gratuita de 7 días',
    }),
  ).toBeVisible();
});

test('a link pointed at gets its screen’s data into the cache: the screen reads it from there', async ({
  page,
}) => {
  const userId = await trialPerson(page);
  const checkins = (url: string) => url.includes(`/api/weekly-checkins/${userId}`);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (checkins(request.url())) asked.push(request.url());
  });
  await page.goto(ROUTES.landing);
  const chat = await manifestOf(page, 'chat');
  const codeFetched = page.waitForRequest((request) => request.url() === chat);
  const link = page.getByRole('navigation', { name: 'Principal' }).getByRole('link', {
    name: 'Chat Semanal',
  });
  await expect(link).toBeVisible();
  // Seen in the header, the chat's code only (its data is not asked for on every page)…
  await page.mouse.move(5, 400);
  await codeFetched;
  expect(asked).toEqual([]);

  // …pointed at, its data too.
  const dataFetched = page.waitForRequest((request) => checkins(request.url()));
  await link.hover();
  await dataFetched;

  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Chat Semanal' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Enviar/ })).toBeVisible();
  expect(asked).toHaveLength(1);
});
