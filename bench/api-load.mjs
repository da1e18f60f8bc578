// Load without loss (issue 9): 200 simulated people save their intake (and retry it), log their
// five days (the last save retried), ask for their report and send check-ins, concurrently,
// against the built API on loopback; then the database is counted: every 2xx answer must be
// there exactly once, with no 5xx. Printed only.
// PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set, else a fresh PGlite.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildStale } from '../scripts/fresh-builds.mjs';
import { BENCH_API_ENV, untilHealthy } from './lib/built-api.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const USERS = Number(process.env.BENCH_USERS ?? 200);
const CONCURRENCY = 50;
const PORT = 3910;
const base = `http://127.0.0.1:${PORT}`;

buildStale(['shared-contracts', 'api']); // as `npm test` last built them, unless the code changed

const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const pgliteDir = mkdtempSync(path.join(os.tmpdir(), 'tm-load-'));
const api = spawn(process.execPath, ['api/dist/main.js'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    API_PORT: String(PORT),
    NODE_ENV: 'production',
    COOKIE_SECURE: 'false',
    LOG_LEVEL: 'warn',
    ...BENCH_API_ENV,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { PGLITE_DIR: pgliteDir }),
  },
});
const stop = () => {
  api.kill('SIGTERM');
  rmSync(pgliteDir, { recursive: true, force: true });
};
// Bounded: the whole run stops by itself after two minutes whatever happens.
const deadline = setTimeout(() => {
  console.error('La carga superó 2 minutos; se detiene.');
  stop();
  process.exit(1);
}, 120_000);

await untilHealthy(base);

const tally = { requests: 0, ok: 0, client: 0, server: 0, statuses: {} };
async function call(method, url, body, cookie) {
  tally.requests += 1;
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  tally.statuses[res.status] = (tally.statuses[res.status] ?? 0) + 1;
  if (res.status >= 500 && res.status !== 501) tally.server += 1;
  else if (res.status >= 400) tally.client += 1;
  else tally.ok += 1;
  const setCookie = res.headers.get('set-cookie');
  return { status: res.status, cookie: setCookie ? setCookie.split(';')[0] : cookie };
}

// This run's people only: a database that already holds earlier runs still counts right.
const RUN = Date.now();
const acknowledged = { intake: new Set(), logDays: 0, reports: new Set(), checkins: 0 };
// The log holds one entry per calendar day and never a day to come: a person who starts today
// can write today only, so each saves today's entry (in UTC) and corrects it once.
const today = () => new Date().toISOString().slice(0, 10);
const logDay = (energia) => ({
  fecha: today(),
  comidas: 'Avena, ensalada y pescado',
  horasSueno: 7,
  calidadSueno: 'Regular',
  bristol: 4,
  energia,
});
async function person(n) {
  const userId = `trial_${RUN}_ld${String(n).padStart(4, '0')}`;
  const intake = {
    userId,
    nombre: `Persona ${n}`,
    email: `p${n}@example.com`,
    edad: 40 + (n % 40),
  };
  const first = await call('POST', '/api/intake-form', intake);
  // A retried save (lost answer on a phone): must update, never duplicate.
  const retry = await call('POST', '/api/intake-form', intake, first.cookie);
  if (first.status === 200 || retry.status === 200) acknowledged.intake.add(userId);
  const cookie = retry.cookie;
  // Today's entry of the 5-day log, then a correction of it: must update, never add a day.
  let savedDays = 0;
  for (const energia of [5, 6]) {
    const body = { userId, zonaHoraria: 'UTC', dias: [logDay(energia)] };
    const saved = await call('POST', '/api/observation-log', body, cookie);
    if (saved.status === 200) savedDays = 1;
  }
  acknowledged.logDays += savedDays;
  const report = await call('POST', '/api/generate-report', { userId, moduleNumber: 1 }, cookie);
  await call('POST', '/api/generate-report', { userId, moduleNumber: 1 }, cookie); // retried
  if (report.status === 200) acknowledged.reports.add(userId);
  for (const message of ['Me cuesta dormir', 'Tengo mucha sed por las tardes']) {
    const checkin = await call('POST', '/api/weekly-checkin', { userId, message }, cookie);
    if (checkin.status === 200) acknowledged.checkins += 1;
  }
}

const started = performance.now();
let next = 0;
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < USERS) await person(next++);
  }),
);
const seconds = (performance.now() - started) / 1000;

async function counts() {
  const q = async (query) => {
    if (databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        return (await client.query(query)).rows[0].n;
      } finally {
        await client.end();
      }
    }
    return null;
  };
  const like = `like 'trial_${RUN}_ld%'`;
  return {
    intake: await q(`select count(*)::int as n from intake_forms where user_id ${like}`),
    logDays: await q(
      `select coalesce(sum(jsonb_array_length(days)), 0)::int as n from observation_logs where user_id ${like}`,
    ),
    reports: await q(`select count(*)::int as n from reports where user_id ${like}`),
    checkins: await q(`select count(*)::int as n from weekly_checkins where user_id ${like}`),
  };
}
// PGlite belongs to the API process: stop it, then read the same files.
let stored;
if (databaseUrl) stored = await counts();
else {
  api.kill('SIGTERM');
  await new Promise((resolve) => api.once('exit', resolve));
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(pgliteDir);
  const n = async (table) =>
    (
      await db.query(
        `select count(*)::int as n from ${table} where user_id like 'trial_${RUN}_ld%'`,
      )
    ).rows[0].n;
  const logDays = await db.query(
    `select coalesce(sum(jsonb_array_length(days)), 0)::int as n from observation_logs where user_id like 'trial_${RUN}_ld%'`,
  );
  stored = {
    intake: await n('intake_forms'),
    logDays: logDays.rows[0].n,
    reports: await n('reports'),
    checkins: await n('weekly_checkins'),
  };
  await db.close();
}
clearTimeout(deadline);
stop();

const diff = (name, expected, actual) => ({
  what: name,
  acknowledged: expected,
  stored: actual,
  lost: Math.max(0, expected - actual),
  duplicated: Math.max(0, actual - expected),
});
console.log(
  `${USERS} personas, ${CONCURRENCY} a la vez, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}: ` +
    `${tally.requests} peticiones en ${seconds.toFixed(1)} s (${Math.round(tally.requests / seconds)}/s), ` +
    `5xx: ${tally.server}, estados: ${JSON.stringify(tally.statuses)}`,
);
console.table([
  diff('intake (1 por persona)', acknowledged.intake.size, stored.intake),
  diff('días de registro', acknowledged.logDays, stored.logDays),
  diff('informes (1 por persona)', acknowledged.reports.size, stored.reports),
  diff('check-ins', acknowledged.checkins, stored.checkins),
]);
