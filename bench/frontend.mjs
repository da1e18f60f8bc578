// Front-end bench (printed, never asserted): production build time per bundle, then for `/`
// the JS transferred (raw and gzip), the HTML (with its inline CSS and prerendered pictures), CSS
// files and web fonts it loads, the requests made before the page is interactive, and LCP.
// The landing is prerendered and boots the app later (shell/src/boot/): its first load is what it
// loads before the app boots; what the app adds until the landing is live is printed beside it,
// and beside that the same landing built as one non-federated bundle (issue 22 item 2).
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { createGateway } from '../shell/server/gateway.mjs';
import { createLandingPage } from '../shell/server/prerendered-landing.mjs';
import { findFile, sendFile, sendHtml } from '../shell/server/static-files.mjs';
import { BUILDS, remoteDirs, repoRoot } from '../scripts/bundles.mjs';
import { buildLandingFloor } from './landing-floor/build.mjs';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function measureBuilds() {
  const rows = [];
  for (const { workspace } of BUILDS) {
    const started = performance.now();
    const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
      cwd: repoRoot,
      stdio: 'pipe',
    });
    rows.push({
      bundle: workspace,
      seconds: ((performance.now() - started) / 1000).toFixed(2),
      ok: result.status === 0,
    });
  }
  return rows;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const listen = (server, port) =>
  new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));

/** Until no request has been made for `quietMs` (the app's lazy chunks arrive in waves). */
async function settle(page, quietMs = 1000) {
  let last = Date.now();
  const seen = () => (last = Date.now());
  page.on('request', seen);
  while (Date.now() - last < quietMs) await page.waitForTimeout(100);
  page.off('request', seen);
}

/**
 * One visit of `url` by a phone-sized page: every script with its bytes, marked `beforeBoot` when
 * requested before the app's entry (the landing's `data-app`; a page without one boots at once),
 * other resources by kind, LCP, and the requests made before the boot and until the page settled
 * once live.
 */
async function visit(browser, url) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  try {
    const scripts = [];
    /** Raw and gzip bytes of the other resources, by kind. */
    const other = { document: [0, 0], stylesheet: [0, 0], font: [0, 0] };
    let requests = 0;
    let appRequested = false;
    let requestsBeforeBoot = null;
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && request.url().includes('/main.')) {
        appRequested = true;
        requestsBeforeBoot ??= requests;
      }
      requests += 1;
    });
    page.on('response', async (response) => {
      const kind = response.request().resourceType();
      if (kind !== 'script' && !(kind in other)) return;
      const beforeBoot = !appRequested;
      const body = await response.body().catch(() => Buffer.alloc(0));
      // A woff2 font is compressed already: its gzip size is its size.
      const gzip = kind === 'font' ? body.length : gzipSync(body).length;
      if (kind === 'script')
        scripts.push({ url: response.url(), raw: body.length, gzip, beforeBoot });
      else other[kind] = [other[kind][0] + body.length, other[kind][1] + gzip];
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const lcp = await page.evaluate(
      () =>
        new Promise((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve(Math.round(entries[entries.length - 1].startTime));
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve(null), 2000);
        }),
    );
    // Left alone, the landing boots the app once idle after load; then its lazy chunks settle.
    await page.waitForSelector('#root:not([data-prerendered])', { timeout: 60_000 });
    await settle(page);
    return { scripts, other, lcp, requestsBeforeBoot: requestsBeforeBoot ?? requests, requests };
  } finally {
    await page.close();
  }
}

/**
 * The main thread's blocking time (the part of each task over 50 ms, as Lighthouse's TBT) with
 * Chromium's 4× CPU slowdown: on the page before the app boots, and from the first interaction
 * (a mouse move, as a person's) until the live app has settled, with the time it took to go live.
 * Lighthouse sees no boot that waits for an interaction; this prints what the boot costs.
 */
async function blockingTime(browser, url) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // Runs in the page (its globals through globalThis).
    await page.addInitScript(() => {
      const { document, MutationObserver, PerformanceObserver, performance } = globalThis;
      const tasks = [];
      new PerformanceObserver((list) =>
        tasks.push(...list.getEntries().map((task) => [task.startTime, task.duration])),
      ).observe({ type: 'longtask', buffered: true });
      new MutationObserver(() => {
        if (!document.querySelector('[data-prerendered]')) globalThis.tmLive ??= performance.now();
      }).observe(document, {
        attributes: true,
        subtree: true,
        attributeFilter: ['data-prerendered'],
      });
      globalThis.tmLongTasks = tasks;
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const interaction = await page.evaluate(() => performance.now());
    await page.mouse.move(1, 1);
    await page.waitForSelector('#root:not([data-prerendered])', { timeout: 60_000 });
    await settle(page);
    const { tasks, live } = await page.evaluate(() => ({
      tasks: globalThis.tmLongTasks,
      live: globalThis.tmLive,
    }));
    const blocking = (keep) =>
      Math.round(tasks.filter(keep).reduce((total, [, duration]) => total + duration - 50, 0));
    return {
      beforeInteractionMs: blocking(([start]) => start < interaction),
      fromInteractionMs: blocking(([start]) => start >= interaction),
      interactionToLiveMs: live > interaction ? Math.round(live - interaction) : 0,
    };
  } finally {
    await page.close();
  }
}

const sum = (scripts, key) => scripts.reduce((total, s) => total + s[key], 0);
const scriptRows = (scripts) =>
  scripts.map((s) => ({ file: new URL(s.url).pathname, rawKB: kb(s.raw), gzipKB: kb(s.gzip) }));

/** A visit of `url` and its blocking time, in a browser of their own. */
async function measurePage(url) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const visited = await visit(browser, url);
    return { ...visited, blocking: await blockingTime(browser, url) };
  } finally {
    await browser.close();
  }
}

/** The landing's first load (before the app boots) and its JS until the live app took over. */
export async function measureLanding(port = Number(process.env.BENCH_PORT ?? 4900)) {
  const gateway = await listen(
    createGateway({ apiUrl: 'http://127.0.0.1:9', remoteDirs: remoteDirs() }),
    port,
  );
  try {
    const { scripts, other, lcp, requestsBeforeBoot, requests, blocking } = await measurePage(
      `http://127.0.0.1:${port}/`,
    );
    const first = scripts.filter((s) => s.beforeBoot);
    return {
      blocking,
      scripts: scriptRows(scripts).map((row, i) => ({ ...row, firstLoad: scripts[i].beforeBoot })),
      jsRawKB: kb(sum(first, 'raw')),
      jsGzipKB: kb(sum(first, 'gzip')),
      liveJsRawKB: kb(sum(scripts, 'raw')),
      liveJsGzipKB: kb(sum(scripts, 'gzip')),
      ...Object.fromEntries(
        Object.entries(other).flatMap(([kind, [raw, gzip]]) => [
          [`${kind}RawKB`, kb(raw)],
          [`${kind}GzipKB`, kb(gzip)],
        ]),
      ),
      requestsBeforeInteractive: requestsBeforeBoot,
      requestsUntilLive: requests,
      lcpMs: lcp,
    };
  } finally {
    gateway.close();
  }
}

/**
 * The same landing as one non-federated bundle (bench/landing-floor), served over the same
 * prerendered page, against the federated one: JS (gzip) until each is live, and their ratio.
 */
export async function measureLandingFloor(port = Number(process.env.BENCH_PORT ?? 4900) + 1) {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'tm-landing-floor-'));
  const entry = await buildLandingFloor(outDir, '/floor/');
  const landingPage = createLandingPage({
    shellDir: path.join(repoRoot, 'shell/dist'),
    remoteDir: remoteDirs().marketing,
  });
  const server = await listen(
    http.createServer(async (req, res) => {
      const url = req.url ?? '/';
      if (url === '/') {
        const page = (await landingPage()) ?? '';
        return sendHtml(
          req,
          res,
          page.replace(
            /<script defer src="[^"]+"[^>]*><\/script>/,
            () => `<script defer src="/floor/${entry}"></script>`,
          ),
        );
      }
      const file =
        url.startsWith('/floor/') && (await findFile(outDir, url.slice('/floor'.length)));
      if (file) return sendFile(req, res, file);
      res.writeHead(404).end();
    }),
    port,
  );
  try {
    const { scripts, blocking } = await measurePage(`http://127.0.0.1:${port}/`);
    return {
      blocking,
      scripts: scriptRows(scripts),
      jsRawKB: kb(sum(scripts, 'raw')),
      jsGzipKB: kb(sum(scripts, 'gzip')),
    };
  } finally {
    server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}
