// POST /api/generate-report with the rule engine (no LLM_BASE_URL): p50/p95/max over 200 calls,
// each on a changed 5-day log so the report is really rebuilt and stored (the log save is not
// timed), then 200 calls with the same input (the idempotent path). PGlite in memory, API on
// core 0, this client on core 1. Printed, never asserted. Target: p95 under 200 ms.
import { spawn, spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStale } from '../scripts/fresh-builds.mjs';
import { BENCH_API_ENV, untilHealthy } from './lib/built-api.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CALLS = 200;
const PORT = Number(process.env.BENCH_PORT ?? 3990);
const base = `http://127.0.0.1:${PORT}`;

buildStale(['shared-contracts', 'api'], 'ignore');
if (os.cpus().length > 1)
  spawnSync('taskset', ['-a', '-cp', '1', String(process.pid)], { stdio: 'ignore' });

const [command, ...args] =
  os.cpus().length > 1 ? ['taskset', '-c', '0', process.execPath] : [process.execPath];
const api = spawn(command, [...args, path.join(root, 'api/dist/main.js')], {
  cwd: root,
  env: {
    ...process.env,
    API_PORT: String(PORT),
    PGLITE_DIR: 'memory://',
    ...BENCH_API_ENV,
    LOG_LEVEL: 'warn',
    LLM_BASE_URL: '',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

try {
  await untilHealthy(base);

  const saved = await fetch(`${base}/api/intake-form`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      nombre: 'Rosa Pérez',
      email: 'rosa@example.com',
      edad: 61,
      horasSueno: '6 horas',
      consistenciaEvacuaciones: 'tipo 2',
      sistemaHormonal: 'Metformina e insulina por la noche',
      sintomasDespuesComer: 'Sueño y pesadez',
      nivelEnergia: 4,
    }),
  });
  const cookie = saved.headers.get('set-cookie').split(';')[0];
  const { userId } = await saved.json();
  const post = (url, body) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
  // The log keeps one entry per calendar day, none to come: today's entry, different each time.
  const day = (dia, i) => ({
    fecha: new Date().toISOString().slice(0, 10),
    comidas: `Avena, ensalada y pollo (${i})`,
    horasSueno: 5 + ((i + dia) % 4),
    calidadSueno: 'Regular',
    bristol: 1 + ((i + dia) % 7),
    energia: 1 + ((i * dia) % 10),
    notas: `Nota ${i}`,
  });

  const timeGenerate = async () => {
    const start = performance.now();
    const res = await post('/api/generate-report', { userId, moduleNumber: 1 });
    const ms = performance.now() - start;
    if (!res.ok) throw new Error(`generate-report respondió ${res.status}`);
    await res.arrayBuffer();
    return ms;
  };
  const stats = (samples) => {
    const sorted = [...samples].sort((a, b) => a - b);
    const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
    return {
      calls: samples.length,
      p50_ms: +at(0.5).toFixed(1),
      p95_ms: +at(0.95).toFixed(1),
      max_ms: +sorted.at(-1).toFixed(1),
    };
  };

  for (let i = 0; i < 10; i += 1) await timeGenerate(); // warm-up
  const rebuilt = [];
  for (let i = 0; i < CALLS; i += 1) {
    // Today's entry (five days would close the log), different each time: a new report.
    await post('/api/observation-log', { userId, zonaHoraria: 'UTC', dias: [day(1, i)] });
    rebuilt.push(await timeGenerate());
  }
  const same = [];
  for (let i = 0; i < CALLS; i += 1) same.push(await timeGenerate());

  console.table({
    'nuevo informe (reglas)': stats(rebuilt),
    'misma entrada (idempotente)': stats(same),
  });
  console.log(
    `p95 POST /api/generate-report, reglas, ${CALLS} llamadas: ${stats(rebuilt).p95_ms} ms (objetivo < 200 ms)`,
  );
} finally {
  api.kill('SIGTERM');
}
