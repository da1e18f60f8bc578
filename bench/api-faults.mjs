// Bad input and faults (issue 9), printed: fuzz cases tried per endpoint (the API's fuzz suite,
// run with FUZZ_REPORT), and, on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL), how long
// the API takes to serve a write again after the database drops every connection.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildStale } from '../scripts/fresh-builds.mjs';
import { BENCH_API_ENV } from './lib/built-api.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'tm-faults-'));
const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

console.log('Fuzz: corriendo la suite de la API…');
const report = path.join(tmp, 'fuzz.jsonl');
spawnSync('npx', ['jest', 'test/fuzz.test.ts', '--silent'], {
  cwd: path.join(root, 'api'),
  stdio: 'ignore',
  env: { ...process.env, NODE_OPTIONS: '--experimental-vm-modules', FUZZ_REPORT: report },
});
if (existsSync(report)) {
  const runs = readFileSync(report, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
  const endpoints = Object.keys(runs[0].tried);
  console.table(
    Object.fromEntries(
      endpoints.map((name) => [name, Object.fromEntries(runs.map((r) => [r.kind, r.tried[name]]))]),
    ),
  );
  for (const run of runs) {
    const total = Object.values(run.tried).reduce((sum, n) => sum + n, 0);
    console.log(`${run.kind}: ${total} casos en ${endpoints.length} endpoints`);
  }
} else console.log('La suite de fuzz no dejó informe (¿falló?).');

if (!databaseUrl) {
  console.log('Recuperación: se mide con PostgreSQL (BENCH_DATABASE_URL); omitida.');
  rmSync(tmp, { recursive: true, force: true });
  process.exit(0);
}

buildStale(['shared-contracts', 'api']); // as `npm test` last built them, unless the code changed
const PORT = 3911;
const base = `http://127.0.0.1:${PORT}`;
const api = spawn(process.execPath, ['api/dist/main.js'], {
  cwd: root,
  stdio: 'ignore',
  env: {
    ...process.env,
    API_PORT: String(PORT),
    NODE_ENV: 'production',
    COOKIE_SECURE: 'false',
    LOG_LEVEL: 'silent',
    ...BENCH_API_ENV,
    DATABASE_URL: databaseUrl,
  },
});
// Bounded: stops by itself after a minute whatever happens.
const deadline = setTimeout(() => {
  console.error('La medición superó 1 minuto; se detiene.');
  api.kill('SIGKILL');
  process.exit(1);
}, 60_000);

const write = () =>
  fetch(`${base}/api/trial-start`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      userId: `trial_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`,
    }),
  }).then(
    (res) => res.status,
    () => 0,
  );
while ((await write()) !== 200) await new Promise((resolve) => setTimeout(resolve, 100));

const admin = new pg.Client({ connectionString: databaseUrl });
await admin.connect();
await admin.query(
  'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
);
const dropped = performance.now();
const statuses = {};
let status;
do {
  status = await write();
  statuses[status] = (statuses[status] ?? 0) + 1;
} while (status !== 200);
const recoveredMs = performance.now() - dropped;
await admin.end();
console.log(
  `Recuperación tras cortar todas las conexiones: ${recoveredMs.toFixed(0)} ms hasta la primera escritura aceptada; respuestas mientras tanto: ${JSON.stringify(statuses)}`,
);
clearTimeout(deadline);
api.kill('SIGTERM');
rmSync(tmp, { recursive: true, force: true });
