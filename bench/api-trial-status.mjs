// GET /api/trial-status/{id} with its session check and database read: the Nest API beside a bare
// node:http server doing the same work (api/bench/bare-trial-status-server.mjs). Servers on core 0, autocannon on core 1.
// PostgreSQL when TEST_DATABASE_URL (or BENCH_DATABASE_URL) is set; PGlite always. Printed, never asserted.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildStale } from '../scripts/fresh-builds.mjs';
import { BENCH_PRODUCTION_ENV } from './lib/built-api.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECRET = 'bench-session-secret-of-at-least-32-chars';
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
// The API on BENCH_PORT, the bare server on the next port.
const API_PORT = Number(process.env.BENCH_PORT ?? 3900);
const BARE_PORT = API_PORT + 1;
const pinned = (core, args) =>
  os.cpus().length > 1 ? ['taskset', ['-c', String(core), ...args]] : [args[0], args.slice(1)];

buildStale(['shared-contracts', 'api']); // as `npm test` last built them, unless the code changed
// The load generator stays off the servers' core.
if (os.cpus().length > 1)
  spawnSync('taskset', ['-a', '-cp', '1', String(process.pid)], { stdio: 'ignore' });

// Up to 90 s: on its one pinned core, the API builds the triage's reader before it listens.
const waitFor = async (url) => {
  for (const deadline = Date.now() + 90_000; Date.now() < deadline;) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} no respondió`);
};

async function startProcess(command, args, env, readyUrl) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(readyUrl);
  return () =>
    new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
}

async function load(url, cookie) {
  const options = { url, connections: CONNECTIONS, headers: { cookie } };
  await autocannon({ ...options, duration: 2 }); // warm-up
  const result = await autocannon({ ...options, duration: DURATION_S });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`respuestas fallidas: ${result.non2xx} no-2xx, ${result.errors} errores`);
  return { rps: Math.round(result.requests.average), p99: result.latency.p99 };
}

// Rounds alternate the two servers so a slow moment of the machine (or of PostgreSQL) is not
// charged to one side; each side reports its median round.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const startApi = (dbEnv) =>
  startProcess(
    ...pinned(0, [process.execPath, 'api/dist/main.js']),
    {
      API_PORT: String(API_PORT),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      COOKIE_SECURE: 'false',
      SESSION_SECRET: SECRET,
      DATA_ENCRYPTION_KEYS: `bench1:${Buffer.alloc(32, 3).toString('base64')}`,
      ...BENCH_PRODUCTION_ENV,
      ...dbEnv,
    },
    `http://127.0.0.1:${API_PORT}/api/health`,
  );

const startBare = (dbEnv) =>
  startProcess(
    ...pinned(0, [process.execPath, 'api/bench/bare-trial-status-server.mjs']),
    { BARE_PORT: String(BARE_PORT), SESSION_SECRET: SECRET, ...dbEnv },
    `http://127.0.0.1:${BARE_PORT}/`,
  );

async function claimTrial(dbEnv, embedded) {
  const stopApi = await startApi(dbEnv);
  const userId = `trial_${Date.now()}_bench1`;
  const claimed = await fetch(`http://127.0.0.1:${API_PORT}/api/trial-start`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId }),
  });
  const cookie = claimed.headers.get('set-cookie').split(';')[0];
  if (embedded) await stopApi(); // PGlite allows one process per data directory
  return { userId, cookie, stopApi };
}

async function measure(label, dbEnv, embedded) {
  const { userId, cookie, stopApi } = await claimTrial(dbEnv, embedded);
  const route = `/api/trial-status/${userId}`;
  const runs = { nest: [], bare: [] };
  // PostgreSQL: both servers stay up and take turns. PGlite: one process at a time, restarted per round.
  const stopBare = embedded ? null : await startBare(dbEnv);
  for (let round = 0; round < ROUNDS; round += 1) {
    const stopNest = embedded ? await startApi(dbEnv) : null;
    runs.nest.push(await load(`http://127.0.0.1:${API_PORT}${route}`, cookie));
    await stopNest?.();
    const stopThisBare = embedded ? await startBare(dbEnv) : null;
    runs.bare.push(await load(`http://127.0.0.1:${BARE_PORT}${route}`, cookie));
    await stopThisBare?.();
  }
  await stopBare?.();
  if (!embedded) await stopApi();
  const nest = {
    rps: median(runs.nest.map((r) => r.rps)),
    p99: median(runs.nest.map((r) => r.p99)),
  };
  const bare = {
    rps: median(runs.bare.map((r) => r.rps)),
    p99: median(runs.bare.map((r) => r.p99)),
  };
  return {
    database: label,
    'nest req/s': nest.rps,
    'nest p99 ms': nest.p99,
    'bare req/s': bare.rps,
    'bare p99 ms': bare.p99,
    ratio: +(nest.rps / bare.rps).toFixed(2),
    'rounds nest/bare req/s': runs.nest.map((r, i) => `${r.rps}/${runs.bare[i].rps}`).join(' '),
  };
}

const rows = [];
const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (url) {
  const name = `tm_bench_${process.pid}`;
  const admin = async (sql) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(sql);
    await c.end();
  };
  await admin(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  try {
    rows.push(await measure('PostgreSQL', { DATABASE_URL: target.toString() }, false));
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
  }
} else {
  console.log('PostgreSQL: sin TEST_DATABASE_URL ni BENCH_DATABASE_URL, se omite.');
}
const dir = mkdtempSync(path.join(os.tmpdir(), 'tm-bench-pglite-'));
try {
  rows.push(await measure('PGlite', { PGLITE_DIR: dir }, true));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(
  `GET /api/trial-status/{id} con sesión, ${CONNECTIONS} conexiones, mediana de ${ROUNDS} rondas alternas de ${DURATION_S} s (objetivos: ratio ≥ 0.85 en PostgreSQL, ≥ 0.8 en PGlite)`,
);
console.table(rows);
