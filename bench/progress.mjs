// Mi progreso (issue 19), printed, never asserted: POST /api/progress-readings p50/p95 over 200
// calls; then the glucose screen (/mi-progreso, which reads GET /api/progress-glucose) in Chromium
// through the production gateway: its
// JS (raw and gzip, the whole page and the progress remote's part) and the time from navigation to
// the chart on screen, with 90 days of readings from a meter (4 a day) and from sensors
// (LibreView every 15 minutes, Dexcom every 5). PGlite in memory, API on core 0, the rest on
// core 1. Target: time to first chart under 1 s. BENCH_PROGRESS_BASELINE=<a built mfe-progress
// dist> loads that build in turns with this one, a row each (before/after on the same load).
import { spawn, spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { createGateway } from '../shell/server/gateway.mjs';
import { remoteDirs, repoRoot } from '../scripts/bundles.mjs';
import { buildStale } from '../scripts/fresh-builds.mjs';
import { CHROMIUM_ARGS } from './frontend.mjs';
import { BENCH_API_ENV, untilHealthy } from './lib/built-api.mjs';

const CALLS = 200;
const DAYS = 90;
const LOADS = 5;
const API_PORT = Number(process.env.BENCH_PORT ?? 3991);
const GATEWAY_PORT = Number(process.env.BENCH_GATEWAY_PORT ?? 4902);
// A build of mfe-progress to compare with (its dist folder, e.g. built at another commit): served
// by a second gateway on the next port, loaded in turns with this checkout's.
const BASELINE = process.env.BENCH_PROGRESS_BASELINE;
const api = `http://127.0.0.1:${API_PORT}`;
const site = `http://127.0.0.1:${GATEWAY_PORT}`;
const DAY_MS = 86_400_000;

// This checkout's code: each part rebuilt only when its sources changed since it was built.
buildStale(undefined, 'ignore');
const { IMPORT_BATCH, SESSION_COOKIE, STORAGE_KEYS } = await import('@tm/shared-contracts');
if (os.cpus().length > 1)
  spawnSync('taskset', ['-a', '-cp', '1', String(process.pid)], { stdio: 'ignore' });

const [command, ...args] =
  os.cpus().length > 1 ? ['taskset', '-c', '0', process.execPath] : [process.execPath];
const server = spawn(command, [...args, path.join(repoRoot, 'api/dist/main.js')], {
  cwd: repoRoot,
  env: { ...process.env, API_PORT: String(API_PORT), PGLITE_DIR: 'memory://', ...BENCH_API_ENV },
  stdio: ['ignore', 'ignore', 'inherit'],
});

const stats = (samples) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return {
    n: samples.length,
    p50_ms: +at(0.5).toFixed(1),
    p95_ms: +at(0.95).toFixed(1),
    max_ms: +sorted.at(-1).toFixed(1),
  };
};

const median = (samples) => (samples.length ? Math.round(stats(samples).p50_ms) : '–');

/** A person with a session: her id and cookie. */
async function person(nombre) {
  const saved = await fetch(`${api}/api/intake-form`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ nombre, email: 'bench@example.com', edad: 58 }),
  });
  const cookie = saved.headers.get('set-cookie').split(';')[0];
  const { userId } = await saved.json();
  const post = async (url, body) => {
    const res = await fetch(`${api}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${url} respondió ${res.status}: ${await res.text()}`);
    return res;
  };
  return { userId, cookie, post };
}

const glucoseAt = (i) => Math.round(125 + 55 * Math.sin(i / 7));

async function timeLogging() {
  const { userId, post } = await person('Rosa');
  const log = async (i) => {
    const start = performance.now();
    const res = await post('/api/progress-readings', {
      userId,
      tipo: 'glucosa',
      valor: 90 + (i % 80),
      unidad: 'mg/dL',
      momento: 'despues_comida',
      nota: `Comida ${i}`,
    });
    await res.arrayBuffer();
    return performance.now() - start;
  };
  for (let i = 0; i < 10; i += 1) await log(i); // warm-up
  const samples = [];
  for (let i = 0; i < CALLS; i += 1) samples.push(await log(i));
  return stats(samples);
}

/** 90 days before now: 4 meter readings a day, typed one by one. */
async function meterPerson(now) {
  const p = await person('Medidor');
  const moments = ['ayunas', 'despues_comida', 'antes_comida', 'al_dormir'];
  for (let d = DAYS; d >= 1; d -= 1)
    for (const [i, momento] of moments.entries())
      await p.post('/api/progress-readings', {
        userId: p.userId,
        tipo: 'glucosa',
        valor: glucoseAt(d * 4 + i),
        unidad: 'mg/dL',
        momento,
        medidoEn: new Date(now - d * DAY_MS + (7 + i * 4) * 3_600_000).toISOString(),
      });
  return { ...p, readings: DAYS * moments.length };
}

/** 90 days of a sensor every `minutes`, imported in batches like the import page sends them. */
async function sensorPerson(now, origen, minutes) {
  const p = await person(origen);
  const lecturas = [];
  for (let t = now - DAYS * DAY_MS; t < now; t += minutes * 60_000)
    lecturas.push({ medidoEn: new Date(t).toISOString(), valor: glucoseAt(t / 3_600_000) });
  for (let i = 0; i < lecturas.length; i += IMPORT_BATCH)
    await p.post('/api/progress-imports', {
      userId: p.userId,
      origen,
      unidad: 'mg/dL',
      lecturas: lecturas.slice(i, i + IMPORT_BATCH),
    });
  return { ...p, readings: lecturas.length };
}

/** One GET alone, LOADS times: its median time and the size of its answer. */
async function getTiming(who, url) {
  const times = [];
  let bytes = 0;
  for (let i = 0; i < LOADS; i += 1) {
    const start = performance.now();
    const res = await fetch(`${api}${url}`, { headers: { cookie: who.cookie } });
    bytes = (await res.arrayBuffer()).byteLength;
    times.push(performance.now() - start);
  }
  return { ms: Math.round(stats(times).p50_ms), kb: Math.round(bytes / 1024) };
}

/**
 * The API's share of the screen's wait: the glucose series the screen reads, and the whole list
 * of readings it read before (the other pages still do).
 */
async function listTiming(who) {
  const series = await getTiming(who, `/api/progress-glucose/${who.userId}`);
  const list = await getTiming(who, `/api/progress-readings/${who.userId}`);
  return {
    'GET serie glucosa (ms)': series.ms,
    'serie (KB)': series.kb,
    'GET lista completa (ms)': list.ms,
    'lista (KB)': list.kb,
  };
}

/**
 * Loads /mi-progreso for `who` LOADS times on each site, taking turns (so a baseline build meets
 * the same load): JS of the first load, time to the chart each time. One row per site.
 */
async function chartScreen(browser, who, sites) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await context.addCookies(
    Object.values(sites).map((url) => ({
      name: SESSION_COOKIE,
      value: who.cookie.split('=').slice(1).join('='),
      url,
    })),
  );
  await context.addInitScript(
    // Runs in the page (its globals through globalThis).
    ([key, id]) => {
      const page = globalThis;
      page.localStorage.setItem(key, id);
      // The moment the chart is in the page, from the navigation's start.
      new page.MutationObserver((_, observer) => {
        if (page.document.querySelector('svg[aria-labelledby="grafica-glucosa-titulo"]')) {
          page.__chartAt = page.performance.now();
          // The glucose request's share: when it started and when its answer was in.
          const request = page.performance
            .getEntriesByType('resource')
            .find((e) => e.name.includes('/api/progress-glucose/'));
          page.__glucoseRequest = request && [request.startTime, request.responseEnd];
          observer.disconnect();
        }
      }).observe(page.document, { childList: true, subtree: true });
    },
    [STORAGE_KEYS.userId, who.userId],
  );
  const runs = Object.fromEntries(
    Object.keys(sites).map((name) => [name, { times: [], requests: [], scripts: [] }]),
  );
  for (let i = 0; i < LOADS; i += 1)
    for (const [name, url] of Object.entries(sites)) {
      const run = runs[name];
      const scripts = await loadChart(context, url, run);
      if (i === 0) run.scripts = scripts;
    }
  await context.close();
  return Object.fromEntries(Object.entries(runs).map(([name, run]) => [name, chartRow(who, run)]));
}

/** One load of the glucose screen: its time to the chart and its request go into `run`. */
async function loadChart(context, site, { times, requests }) {
  const page = await context.newPage();
  const loaded = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    loaded.push({ url: response.url(), raw: body.length, gzip: gzipSync(body).length });
  });
  await page.goto(`${site}/mi-progreso`);
  await page.waitForFunction(() => globalThis.__chartAt !== undefined, null, {
    timeout: 30_000,
  });
  const [chartAt, request] = await page.evaluate(() => [
    globalThis.__chartAt,
    globalThis.__glucoseRequest,
  ]);
  times.push(chartAt);
  if (request) requests.push({ start: request[0], end: request[1], chart: chartAt });
  await page.waitForLoadState('networkidle');
  await page.close();
  return loaded;
}

function chartRow(who, { times, requests, scripts }) {
  const kb = (list, key) => (list.reduce((sum, s) => sum + s[key], 0) / 1024).toFixed(1);
  const remote = scripts.filter((s) => new URL(s.url).pathname.startsWith('/mfe/progress/'));
  return {
    lecturas: who.readings,
    'primera carga (ms)': Math.round(times[0]),
    [`mediana de ${LOADS} (ms)`]: Math.round(stats(times).p50_ms),
    // The median load split: the page until it asks for the glucose, the request, and the
    // browser's work on the answer until the chart is on screen.
    'hasta pedir la glucosa (ms)': median(requests.map((r) => r.start)),
    'petición (ms)': median(requests.map((r) => r.end - r.start)),
    'tras la respuesta (ms)': median(requests.map((r) => r.chart - r.end)),
    'JS página gzip (KB)': kb(scripts, 'gzip'),
    'JS página raw (KB)': kb(scripts, 'raw'),
    'JS remoto progress gzip (KB)': kb(remote, 'gzip'),
  };
}

let gateway;
let baseline;
let browser;
try {
  await untilHealthy(api);
  const logging = await timeLogging();
  console.table({ 'POST /api/progress-readings (glucosa con nota)': logging });
  console.log(`p95 registrar una medición, ${CALLS} llamadas: ${logging.p95_ms} ms`);

  const now = Date.now();
  const people = {
    'medidor, 4 al día': await meterPerson(now),
    'LibreView, cada 15 min': await sensorPerson(now, 'libreview', 15),
    'Dexcom, cada 5 min': await sensorPerson(now, 'dexcom', 5),
  };
  gateway = createGateway({ apiUrl: api, remoteDirs: remoteDirs() });
  await new Promise((resolve) => gateway.listen(GATEWAY_PORT, '127.0.0.1', resolve));
  const sites = { ahora: site };
  if (BASELINE) {
    baseline = createGateway({ apiUrl: api, remoteDirs: { ...remoteDirs(), progress: BASELINE } });
    await new Promise((resolve) => baseline.listen(GATEWAY_PORT + 1, '127.0.0.1', resolve));
    sites.base = `http://127.0.0.1:${GATEWAY_PORT + 1}`;
  }
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const rows = {};
  for (const [name, who] of Object.entries(people)) {
    const bySite = await chartScreen(browser, who, sites);
    const list = await listTiming(who);
    for (const [version, row] of Object.entries(bySite))
      rows[BASELINE ? `${name} (${version})` : name] = { ...row, ...list };
  }
  console.log(`\n/mi-progreso con ${DAYS} días de lecturas (objetivo: gráfica en menos de 1 s)`);
  console.table(rows);
} finally {
  await browser?.close();
  gateway?.close();
  baseline?.close();
  server.kill('SIGTERM');
}
