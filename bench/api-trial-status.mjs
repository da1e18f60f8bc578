// GET /api/trial-status/{id} with its session check and database read: the Nest API beside a bare
// node:http server doing the same work (api/bench/bare-trial-status-server.mjs). Servers on core 0, autocannon on core 1.
// PostgreSQL when TEST_DATABASE_URL (or BENCH_DATABASE_URL) is set; PGlite always. Printed, never asserted.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECRET = 'bench-session-secret-of-at-least-32-chars';
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
const pinned = (core, args) =>
  os.cpus().length > 1 ? ['taskset', ['-c', String(core), ...args]] : [args[0], args.slice(1)];

for (const workspace of ['@tm/shared-contracts', '@tm/api']) {
  const dist = path.join(root, workspace === '@tm/api' ? 'api' : 'shared-contracts', 'dist');
  if (!existsSync(dist))
    spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
}
// The load generator stays off the servers' core.
if (os.cpus().length > 1)
  spawnSync('taskset', ['-a', '-cp', '1', String(process.pid)], { stdio: 'ignore' });

const waitFor = async (url) => {
  for (let i = 0; i < 200; i += 1) {
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

async function measure(label, dbEnv) {
  const apiPort = 3900;
  const api = {
    API_PORT: String(apiPort),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    COOKIE_SECURE: 'false',
    SESSION_SECRET: SECRET,
    DATA_ENCRYPTION_KEYS: `bench1:${Buffer.alloc(32, 3).toString('base64')}`,
    ...dbEnv,
  };
  const stopApi = await startProcess(
    ...pinned(0, [process.execPath, 'api/dist/main.js']),
    api,
    `http://127.0.0.1:${apiPort}/api/health`,
  );
  const userId = `trial_${Date.now()}_bench1`;
  const claimed = await fetch(`http://127.0.0.1:${apiPort}/api/trial-start`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId }),
  });
  const cookie = claimed.headers.get('set-cookie').split(';')[0];
  const nest = await load(`http://127.0.0.1:${apiPort}/api/trial-status/${userId}`, cookie);
  await stopApi(); // PGlite allows one process per data directory

  const barePort = 3901;
  const bareEnv = { BARE_PORT: String(barePort), SESSION_SECRET: SECRET, ...dbEnv };
  const stopBare = await startProcess(
    ...pinned(0, [process.execPath, 'api/bench/bare-trial-status-server.mjs']),
    bareEnv,
    `http://127.0.0.1:${barePort}/`,
  );
  const bare = await load(`http://127.0.0.1:${barePort}/api/trial-status/${userId}`, cookie);
  await stopBare();
  return {
    database: label,
    'nest req/s': nest.rps,
    'nest p99 ms': nest.p99,
    'bare req/s': bare.rps,
    'bare p99 ms': bare.p99,
    ratio: +(nest.rps / bare.rps).toFixed(2),
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
    rows.push(await measure('PostgreSQL', { DATABASE_URL: target.toString() }));
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
  }
} else {
  console.log('PostgreSQL: sin TEST_DATABASE_URL ni BENCH_DATABASE_URL, se omite.');
}
const dir = mkdtempSync(path.join(os.tmpdir(), 'tm-bench-pglite-'));
try {
  rows.push(await measure('PGlite', { PGLITE_DIR: dir }));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(
  `GET /api/trial-status/{id} con sesión, ${CONNECTIONS} conexiones, ${DURATION_S} s (objetivo: ratio ≥ 0.6 en PostgreSQL)`,
);
console.table(rows);
