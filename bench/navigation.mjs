// Client-side navigation and responsiveness (issue 22, item 3), printed, never asserted, on the
// production build through the gateway as `npm start` serves it (no network throttling), the CPU
// slowed down 4× as on a mid-range phone (NAVIGATION_CPU=1: not slowed).
// 1. From / to each screen, RUNS times each way in a fresh browser context: the time from the
//    click (or the history change) to the screen's main heading on screen. With a link: the
//    landing's own, else one added to it, seen and pointed at before the click as a person does;
//    without: a history change, nothing got ahead for it. Target: p95 under 500 ms.
// 2. INP of the landing's call to action and of the intake's 'Siguiente', the CPU slowed down 4×.
//    Target: under 200 ms.
// NAVIGATION_RUNS, NAVIGATION_SCREENS=/perfil,/analisis (only those) and NAVIGATION_TRACE=1.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { createGateway } from '../shell/server/gateway.mjs';
import { missingBuilds, remoteDirs, repoRoot } from '../scripts/bundles.mjs';
import { CHROMIUM_ARGS } from './frontend.mjs';
import { BENCH_API_ENV, untilHealthy } from './lib/built-api.mjs';

const RUNS = Number(process.env.NAVIGATION_RUNS ?? 5);
const API_PORT = Number(process.env.BENCH_PORT ?? 4906);
const GATEWAY_PORT = Number(process.env.BENCH_GATEWAY_PORT ?? 4905);
// A mid-range phone: Chromium's CPU slowdown, for the navigations too (NAVIGATION_CPU=1: none).
const CPU_SLOWDOWN = 4;
const NAVIGATION_CPU = Number(process.env.NAVIGATION_CPU ?? CPU_SLOWDOWN);
const api = `http://127.0.0.1:${API_PORT}`;
const site = `http://127.0.0.1:${GATEWAY_PORT}`;
const VIEWPORT = { width: 412, height: 823 };

for (const { workspace } of missingBuilds())
  spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: repoRoot, stdio: 'inherit' });
const { ROUTES, SESSION_COOKIE, STORAGE_KEYS } = await import('@tm/shared-contracts');

/** The screens of the issue, their main heading, and who opens them. */
const ALL_SCREENS = [
  { path: ROUTES.diagnostico, heading: 'Tu diagnóstico funcional', who: 'visitor' },
  { path: ROUTES.analisis, heading: 'Interpreta tus análisis de sangre', who: 'visitor' },
  { path: ROUTES.intake, heading: 'Formulario de Ingreso', who: 'visitor' },
  { path: ROUTES.checkout, heading: 'Activa tu suscripción', who: 'person' },
  { path: ROUTES.perfil, heading: 'Mi cuenta', who: 'person' },
  { path: ROUTES.chatSemanal, heading: 'Chat Semanal', who: 'person' },
];
// NAVIGATION_SCREENS=/perfil,/analisis: only those.
const SCREENS = process.env.NAVIGATION_SCREENS
  ? ALL_SCREENS.filter(({ path }) => process.env.NAVIGATION_SCREENS.split(',').includes(path))
  : ALL_SCREENS;

const p95 = (samples) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)];
};

/** A person with a session (through the API, as the intake makes one): her id and cookie. */
async function makePerson() {
  const res = await fetch(`${api}/api/intake-form`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ nombre: 'Carmen López', email: 'bench@example.com', edad: 58 }),
  });
  if (!res.ok) throw new Error(`intake-form respondió ${res.status}`);
  const cookie = res.headers.get('set-cookie').split(';')[0];
  return { userId: (await res.json()).userId, cookie };
}

/** A fresh context (empty cache) with the device state of a visitor or of the person. */
async function contextFor(browser, who, person) {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'es-ES' });
  const storage = { [STORAGE_KEYS.bienvenidaDone]: 'true' };
  if (who === 'person') {
    await context.addCookies([
      { name: SESSION_COOKIE, value: person.cookie.split('=').slice(1).join('='), url: site },
    ]);
    Object.assign(storage, {
      [STORAGE_KEYS.userId]: person.userId,
      [STORAGE_KEYS.intakeDone]: 'true',
      [STORAGE_KEYS.informeReady]: 'true',
      [STORAGE_KEYS.trialStart]: String(Date.now()),
    });
  }
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) globalThis.localStorage.setItem(key, value);
  }, storage);
  return context;
}

/**
 * Opens / and waits until it has settled: the network idle, the shell booted (the prerendered
 * landing replaced; a shell that boots on the first interaction gets a pointer move), then the
 * person moves the pointer as she reads (what the page may get ready meanwhile, it does).
 */
async function openLanding(page, beforeUse = async () => undefined) {
  await page.goto(`${site}/`, { waitUntil: 'networkidle' });
  const booted = () =>
    !globalThis.document.getElementById('root')?.hasAttribute('data-prerendered');
  const live = await page.waitForFunction(booted, null, { timeout: 5_000 }).catch(() => null);
  if (!live) {
    await page.mouse.move(5, 5);
    await page.waitForFunction(booted, null, { timeout: 30_000 });
  }
  const result = await beforeUse();
  const quiet = networkQuiet(page);
  await page.mouse.move(VIEWPORT.width - 5, VIEWPORT.height / 2);
  await quiet;
  return result;
}

/** Resolves once the page has had no request (of those from now on) in flight for 500 ms. */
function networkQuiet(page) {
  return new Promise((resolve) => {
    const inFlight = new Set();
    let timer = setTimeout(done, 500);
    const started = (request) => {
      inFlight.add(request);
      clearTimeout(timer);
    };
    const ended = (request) => {
      if (inFlight.delete(request) && inFlight.size === 0) timer = setTimeout(done, 500);
    };
    function done() {
      page.off('request', started).off('requestfinished', ended).off('requestfailed', ended);
      resolve();
    }
    page.on('request', started).on('requestfinished', ended).on('requestfailed', ended);
  });
}

/** Arms the page: `__headingAt` is set at the first frame that shows `heading` on `path`. */
function watchForHeading(page, target) {
  return page.evaluate(({ path: screenPath, heading }) => {
    const page = globalThis;
    page.__headingAt = undefined;
    const shown = () =>
      page.location.pathname === screenPath &&
      [...page.document.querySelectorAll('h1')].some(
        (h1) => h1.textContent.trim() === heading && h1.checkVisibility(),
      );
    const observer = new page.MutationObserver(() => {
      if (!shown()) return;
      observer.disconnect();
      page.requestAnimationFrame(() => (page.__headingAt = page.performance.now()));
    });
    observer.observe(page.document.body, { childList: true, subtree: true, characterData: true });
    // The moment of the click, or of the history change below.
    page.addEventListener('pointerdown', () => (page.__navStart = page.performance.now()), {
      capture: true,
      once: true,
    });
  }, target);
}

/** A new page in a fresh context, its CPU slowed down `rate` times. */
async function slowedPage(browser, who, person, rate) {
  const context = await contextFor(browser, who, person);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return { context, page };
}

/**
 * NAVIGATION_TRACE=1, for finding the waits: from the navigation's start, each file or API call
 * (start → end, ms) and each long task (start +duration) up to the heading.
 */
async function traceSinceStart(page) {
  await page.evaluate(() => {
    const page = globalThis;
    page.__longTasks = [];
    new page.PerformanceObserver((list) => page.__longTasks.push(...list.getEntries())).observe({
      type: 'longtask',
      buffered: true,
    });
  });
  return page.evaluate(() => {
    const page = globalThis;
    const at = (ms) => Math.round(ms - page.__navStart);
    const inWindow = ({ startTime }) =>
      startTime >= page.__navStart && startTime <= page.__headingAt;
    return [
      ...page.performance
        .getEntriesByType('resource')
        .filter(inWindow)
        .map((e) => `${at(e.startTime)}→${at(e.responseEnd)} ${new URL(e.name).pathname}`),
      ...page.__longTasks
        .filter(inWindow)
        .map((e) => `${at(e.startTime)} +${Math.round(e.duration)} tarea`),
      `${at(page.__headingAt)} título`,
    ];
  });
}

/**
 * A link to `path` in the landing's content, for a screen no link on / leads to: what a link to
 * it would get ahead (seen, pointed at), followed client-side as React Router's Link does.
 */
function addLink(page, path) {
  return page.evaluate((screenPath) => {
    const page = globalThis;
    const link = page.document.createElement('a');
    link.href = screenPath;
    link.textContent = screenPath;
    link.addEventListener('click', (event) => {
      event.preventDefault();
      page.history.pushState(null, '', screenPath);
      page.dispatchEvent(new page.PopStateEvent('popstate'));
    });
    page.document.querySelector('main').prepend(link);
  }, path);
}

/**
 * One navigation from / to the screen, its ms to the heading. `link`: through a link on / (the
 * landing's own, else an added one), seen and pointed at before the click, as a person does;
 * `history`: by a history change, as the back button goes (no link, nothing got ahead for it).
 */
async function navigateOnce(browser, target, person, way) {
  const { context, page } = await slowedPage(browser, target.who, person, NAVIGATION_CPU);
  try {
    const selector = `main a[href="${target.path}"]`;
    const own = await openLanding(page, async () => {
      const found = (await page.locator(`${selector}:visible`).count()) > 0;
      if (way === 'link' && !found) await addLink(page, target.path);
      return found;
    });
    await watchForHeading(page, target);
    if (way === 'link') {
      const link = page.locator(selector).first();
      await link.hover();
      await link.click();
    } else {
      await page.evaluate((screenPath) => {
        const page = globalThis;
        page.__navStart = page.performance.now();
        page.history.pushState(null, '', screenPath);
        page.dispatchEvent(new page.PopStateEvent('popstate'));
      }, target.path);
    }
    await page.waitForFunction(() => globalThis.__headingAt !== undefined, null, {
      timeout: 30_000,
    });
    const ms = await page.evaluate(() => globalThis.__headingAt - globalThis.__navStart);
    if (process.env.NAVIGATION_TRACE) console.log(target.path, way, await traceSinceStart(page));
    return { ms, own };
  } finally {
    await context.close();
  }
}

/** The INP of one interaction: the longest 'event' entry with an interaction id, after it ran. */
async function inpOf(page, interact) {
  await page.evaluate(() => {
    const page = globalThis;
    page.__events = [];
    new page.PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.interactionId) page.__events.push(Math.round(entry.duration));
    }).observe({ type: 'event', durationThreshold: 16, buffered: false });
  });
  await interact();
  // Event timing entries are queued after the next paint: wait for two frames, then read them.
  return page.evaluate(
    () =>
      new Promise((resolve) =>
        globalThis.requestAnimationFrame(() =>
          globalThis.requestAnimationFrame(() =>
            globalThis.setTimeout(() => resolve(Math.max(0, ...globalThis.__events)), 100),
          ),
        ),
      ),
  );
}

/** INP of the landing's call to action (to the diagnosis), with the CPU slowed down. */
async function ctaInp(browser) {
  const { context, page } = await slowedPage(browser, 'visitor', null, CPU_SLOWDOWN);
  try {
    await openLanding(page);
    const cta = page.locator(`main a[href="${ROUTES.diagnostico}"]`).first();
    return await inpOf(page, async () => {
      await cta.click();
      await page.getByRole('heading', { level: 1, name: 'Tu diagnóstico funcional' }).waitFor();
    });
  } finally {
    await context.close();
  }
}

/** INP of the intake's 'Siguiente' from its first step, answered, with the CPU slowed down. */
async function intakeNextInp(browser) {
  const { context, page } = await slowedPage(browser, 'visitor', null, CPU_SLOWDOWN);
  try {
    await page.goto(`${site}${ROUTES.intake}`, { waitUntil: 'networkidle' });
    const progress = page.getByRole('progressbar');
    await progress.waitFor();
    await page.getByLabel('Edad: *', { exact: true }).fill('62');
    await page.getByLabel('Género: *', { exact: true }).selectOption('femenino');
    await page.getByLabel('Síntomas: *', { exact: true }).fill('Cansancio por la tarde');
    await page.getByLabel('Objetivos: *', { exact: true }).fill('Bajar mi A1C');
    return await inpOf(page, async () => {
      await page.getByRole('button', { name: 'Siguiente' }).click();
      await page.waitForFunction(
        () => globalThis.document.querySelector('[role="progressbar"]')?.ariaValueNow === '2',
      );
    });
  } finally {
    await context.close();
  }
}

const server = spawn(process.execPath, [path.join(repoRoot, 'api/dist/main.js')], {
  cwd: repoRoot,
  env: { ...process.env, API_PORT: String(API_PORT), PGLITE_DIR: 'memory://', ...BENCH_API_ENV },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let gateway;
let browser;
try {
  await untilHealthy(api);
  const person = await makePerson();
  gateway = createGateway({ apiUrl: api, remoteDirs: remoteDirs() });
  await new Promise((resolve) => gateway.listen(GATEWAY_PORT, '127.0.0.1', resolve));
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });

  const rows = {};
  for (const target of SCREENS) {
    const runs = { link: [], history: [] };
    let own = false;
    for (let i = 0; i < RUNS; i += 1)
      for (const way of ['link', 'history']) {
        const run = await navigateOnce(browser, target, person, way);
        runs[way].push(Math.round(run.ms));
        if (way === 'link') own = run.own;
      }
    rows[target.path] = {
      quien: target.who === 'person' ? 'persona' : 'visitante',
      enlace: own ? 'el de /' : 'añadido',
      p95_con_enlace_ms: p95(runs.link),
      p95_sin_enlace_ms: p95(runs.history),
      corridas_con: runs.link.join(', '),
      corridas_sin: runs.history.join(', '),
    };
  }
  console.log(
    `\nNavegación desde / hasta el título de cada pantalla, CPU ${NAVIGATION_CPU}× más lenta ` +
      `(${RUNS} corridas; objetivo p95 < 500 ms)`,
  );
  console.table(rows);

  if (!process.env.NAVIGATION_SCREENS) {
    const inp = { cta: [], siguiente: [] };
    for (let i = 0; i < RUNS; i += 1) {
      inp.cta.push(await ctaInp(browser));
      inp.siguiente.push(await intakeNextInp(browser));
    }
    console.log(
      `\nINP con la CPU ${CPU_SLOWDOWN}× más lenta (${RUNS} corridas; objetivo < 200 ms)`,
    );
    console.table({
      'botón del inicio (→ /diagnostico)': {
        max_ms: Math.max(...inp.cta),
        corridas_ms: inp.cta.join(', '),
      },
      "intake, 'Siguiente' del paso 1": {
        max_ms: Math.max(...inp.siguiente),
        corridas_ms: inp.siguiente.join(', '),
      },
    });
  }
} finally {
  await browser?.close();
  gateway?.close();
  server.kill('SIGTERM');
}
