import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { ROUTES, STORAGE_KEYS } from '@tm/shared-contracts';
import { expectNoAxeViolations, trialPerson } from './support/program.js';
import {
  buildRemoteCopy,
  copyRemote,
  removeCopy,
  replaceInSources,
} from './support/remote-copy.js';
import { startSite } from './support/site.js';
import { seedLocalStorage } from './support/storage.js';
import { writeLogDay } from './support/registro.js';

// Issue 21: installable, usable offline, and never pinned to a remote its team has redeployed.

/** Resolves once the service worker controls the page: what it loads from now on is kept. */
const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null);

/**
 * The worker is asked to keep everything this page loaded, as a page does for what it loaded
 * before the worker controlled it (workbox's CACHE_URLS); resolves once it has. The worker
 * fetches them again without the page's Origin header, and the remotes answer `Vary: Origin`.
 */
const askWorkerToKeepWhatWasLoaded = (page: Page) =>
  page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active!;
    const urlsToCache = performance.getEntriesByType('resource').map((entry) => entry.name);
    const channel = new MessageChannel();
    const done = new Promise((resolve) => (channel.port1.onmessage = resolve));
    worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } }, [channel.port2]);
    await done;
  });

test('installable: the manifest has its type, names and icons; the worker is registered', async ({
  page,
  baseURL,
}) => {
  await page.goto(ROUTES.landing);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const answer = await page.request.get(href!);
  expect(answer.headers()['content-type']).toBe('application/manifest+json; charset=utf-8');
  const manifest = (await answer.json()) as {
    short_name: string;
    icons: { src: string; purpose: string }[];
  };
  expect(manifest.short_name).toBe('Nutrición Funcional');
  for (const icon of manifest.icons) {
    const image = await page.request.get(icon.src);
    expect(image.headers()['content-type']).toBe('image/png');
  }

  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(`${baseURL}/`);
  await controlled(page);
  // Chromium's own installability check: no errors means the browser offers to install it.
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Playwright's contexts are incognito ones, where Chromium never offers to install; nothing else.
  expect(installabilityErrors.filter(({ errorId }) => errorId !== 'in-incognito')).toEqual([]);
});

test('offline: the report opens, a glucose waits as pending and is sent once back online', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const userId = await trialPerson(page);
  const report = await page.request.post('/api/generate-report', {
    data: { userId, moduleNumber: 1 },
  });
  expect(report.ok()).toBe(true);
  const reportHeading = page.getByRole('heading', {
    level: 1,
    name: 'Tu Guía Funcional Personalizada — Inicio',
  });

  // The last visit, online: the report and Mi progreso, under the worker's control.
  await page.goto(ROUTES.informeInicial);
  await expect(reportHeading).toBeVisible();
  await controlled(page);
  await page.goto(ROUTES.miProgreso);
  await expect(page.getByText('Todavía no tienes mediciones de glucosa.')).toBeVisible();
  // Whichever way a file was kept (through the worker, or asked for afterwards), it is found.
  await askWorkerToKeepWhatWasLoaded(page);
  await page.goto(ROUTES.informeInicial);
  await expect(reportHeading).toBeVisible();
  await askWorkerToKeepWhatWasLoaded(page);

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'Sin conexión' })).toBeVisible();
  await page.reload();
  await expect(reportHeading).toBeVisible();

  await page.goto(ROUTES.miProgreso);
  await page.getByLabel('Valor (mg/dL)').fill('118');
  await page.getByRole('button', { name: 'Guardar medición' }).click();
  const pending = page.getByRole('region', { name: 'Pendiente de enviar' });
  await expect(
    pending.getByText(/Glucosa de 118 mg\/dL, en ayunas, .* pendiente de enviar/),
  ).toBeVisible();
  const readings = async () =>
    (await (await page.request.get(`/api/progress-readings/${userId}`)).json()) as {
      valorOriginal: number;
    }[];
  expect(await readings()).toEqual([]);

  await context.setOffline(false);
  await expect(pending).toHaveCount(0);
  const table = page.getByRole('table', { name: /Tus mediciones de glucosa/ });
  await expect(table.getByRole('cell', { name: '118', exact: true })).toBeVisible();
  expect((await readings()).map((r) => r.valorOriginal)).toEqual([118]);

  // The next open sends whatever still waits: nothing does, and nothing is sent twice.
  await page.reload();
  await expect(table.getByRole('cell', { name: '118', exact: true })).toBeVisible();
  expect((await readings()).map((r) => r.valorOriginal)).toEqual([118]);
});

test('offline: weights wait as pending; one the API refuses once sent is told, with its reason', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const userId = await trialPerson(page);
  await page.goto(ROUTES.miProgresoPeso);
  await expect(page.getByText('Todavía no tienes mediciones de peso.')).toBeVisible();
  await controlled(page);

  await context.setOffline(true);
  const log = async (kg: string) => {
    await page.getByLabel('Peso (kg)').fill(kg);
    await page.getByRole('button', { name: 'Guardar medición' }).click();
  };
  await log('82,5');
  // A slip of the thumb: a day still to come. The API refuses it, but only once it is sent.
  const later = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await page.getByLabel('Fecha').fill(later);
  await log('83');
  const pending = page.getByRole('region', { name: 'Pendiente de enviar' });
  await expect(pending.getByRole('listitem')).toHaveText([
    /^Peso de 82,5 kg, .* pendiente de enviar$/,
    /^Peso de 83 kg, .* pendiente de enviar$/,
  ]);
  const weights = async () =>
    (
      (await (await page.request.get(`/api/progress-readings/${userId}`)).json()) as {
        valorOriginal: number;
      }[]
    ).map((r) => r.valorOriginal);
  expect(await weights()).toEqual([]);

  await context.setOffline(false);
  const notice = page.getByRole('region', {
    name: 'Algo que anotaste sin conexión no se pudo guardar',
  });
  await expect(notice.getByRole('listitem')).toHaveText(
    /^Peso de 83 kg, .*: La fecha de la medición está en el futuro\. Revisa el día y la hora\./,
  );
  await expect(pending).toHaveCount(0);
  const table = page.getByRole('table', { name: /Tus mediciones de peso/ });
  await expect(table.getByRole('cell', { name: '82,5', exact: true })).toBeVisible();
  expect(await weights()).toEqual([82.5]);
  await expectNoAxeViolations(page);

  await notice.getByRole('button', { name: /^Entendido/ }).click();
  await expect(notice).toHaveCount(0);
  // The next open: nothing waits, nothing is told again, nothing is sent twice.
  await page.reload();
  await expect(table.getByRole('cell', { name: '82,5', exact: true })).toBeVisible();
  await expect(notice).toHaveCount(0);
  expect(await weights()).toEqual([82.5]);
});

test('offline: Module 1 reads from the last visit; a log day waits as pending and is sent once', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const userId = await trialPerson(page, { informeReady: false });
  expect((await page.request.post('/api/test/initial-report', { data: { userId } })).ok()).toBe(
    true,
  );
  await seedLocalStorage(page, { [STORAGE_KEYS.mensajeDone]: 'true' });
  const moduleHeading = page.getByRole('heading', {
    level: 1,
    name: 'Módulo 1: Nutrición funcional para tu azúcar',
  });
  const days = async () =>
    (
      (await (await page.request.get(`/api/observation-log/${userId}`)).json()) as {
        dias: { comidas: string }[];
      }
    ).dias;

  // The last visit, online: the lessons, the log and the month's page it returns to. On the
  // first page the worker arrives late: the lessons' data is still on its way when it takes over.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/api/modules/check/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(ROUTES.modulo1);
  await controlled(page);
  release();
  await expect(moduleHeading).toBeVisible();
  await expect(page.getByRole('article', { name: 'El plato que calma tu azúcar' })).toBeVisible();
  await page.goto(ROUTES.registro);
  await expect(page.getByRole('button', { name: 'Guardar día 1' })).toBeVisible();
  await page.goto(ROUTES.mes1);
  await expect(page.getByText('Progreso diario: 0/5 días')).toBeVisible();

  await context.setOffline(true);
  await page.goto(ROUTES.modulo1);
  await expect(moduleHeading).toBeVisible();
  await expect(page.getByRole('article', { name: 'El plato que calma tu azúcar' })).toBeVisible();

  await page.goto(ROUTES.registro);
  await writeLogDay(page, 1, 'Avena y fruta');
  await expect(
    page.getByText(/quedó guardado en este teléfono, pendiente de enviar/),
  ).toBeVisible();
  expect(await days()).toEqual([]);

  await context.setOffline(false);
  await expect
    .poll(async () => (await days()).map((day) => day.comidas))
    .toEqual(['Avena y fruta']);
  // The next open sends nothing twice.
  await page.reload();
  await expect(page.getByText('Progreso diario: 1/5 días')).toBeVisible();
  expect((await days()).length).toBe(1);
});

test.describe('a redeployed remote', () => {
  test.afterAll(() => removeCopy('mfe-marketing'));

  test('is what the next online load shows, under the worker; offline the app still works', async ({
    page,
    context,
  }) => {
    test.setTimeout(150_000);
    const site = await startSite(60);
    try {
      await page.goto(`${site.origin}/`);
      const heading = page.getByRole('heading', { level: 1 });
      const title = (await heading.innerText()).trim();
      await controlled(page);
      await page.reload();
      await expect(heading).toHaveText(title);

      const copyDir = copyRemote('mfe-marketing');
      const newTitle = `${title} (nueva versión)`;
      expect(replaceInSources(path.join(copyDir, 'src'), title, newTitle)).toBeGreaterThan(0);
      const dist = buildRemoteCopy(copyDir);
      await site.stopRemote('marketing');
      await site.startRemote('marketing', dist);

      // Online: the worker asks the network first for the page and the manifests.
      const entry = page.waitForResponse((answer) => answer.url().endsWith('/remoteEntry.js'));
      await page.reload();
      expect((await entry).fromServiceWorker()).toBe(true);
      await expect(heading).toHaveText(newTitle);

      await context.setOffline(true);
      await page.reload();
      await expect(heading).toHaveText(newTitle);
      await expect(page.getByRole('alert').filter({ hasText: 'No pudimos cargar' })).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();
    } finally {
      await context.setOffline(false);
      await site.close();
    }
  });
});
