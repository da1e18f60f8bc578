// The multi-origin topology of a real deployment, on loopback, from the production builds:
// the shell gateway on localhost:4000 (with /api behind it), each remote on its own origin
// (127.0.0.1:4001-4005), and the API in test mode on its own PGlite directory. With
// E2E_DATABASE_URL it runs on that PostgreSQL instead, as E2E_API_INSTANCES processes (default 1)
// that the gateway takes in turn per request: the scale-out of a real deployment.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createGateway, createRemoteServer } from '../shell/server/gateway.mjs';
import { REMOTES, remoteDirs, repoRoot } from '../scripts/bundles.mjs';
import { buildStale } from '../scripts/fresh-builds.mjs';

// E2E_PORT_BASE lets several checkouts run the suite side by side on one machine.
const base = Number(process.env.E2E_PORT_BASE ?? 4000);
export const PORTS = {
  gateway: base,
  api: base + 100,
  remotes: {
    marketing: base + 1,
    onboarding: base + 2,
    chat: base + 3,
    billing: base + 4,
    progress: base + 5,
  },
};
export const SHELL_ORIGIN = `http://localhost:${PORTS.gateway}`;
export const remoteManifestUrl = (name, port = PORTS.remotes[name]) =>
  `http://127.0.0.1:${port}/mf-manifest.json`;

const databaseUrl = process.env.E2E_DATABASE_URL;
// PGlite belongs to one process: more than one instance needs PostgreSQL.
const apiInstances = databaseUrl ? Math.max(1, Number(process.env.E2E_API_INSTANCES ?? 1)) : 1;
export const API_PORTS = Array.from({ length: apiInstances }, (_, i) => PORTS.api + i);

/** The API's environment in every e2e topology: test mode on the given PGlite directory. */
export const apiTestEnv = (pgliteDir) => ({
  NODE_ENV: 'test',
  PGLITE_DIR: pgliteDir,
  // One secret for all instances, so any of them reads the session another one issued.
  SESSION_SECRET: 'e2e-only-session-secret-of-at-least-32-chars',
  // Likewise one data key, so any instance reads the health text another one encrypted.
  DATA_ENCRYPTION_KEYS: `e2e1:${Buffer.alloc(32, 5).toString('base64')}`,
  // And one VAPID pair (e2e only), so no instance writes a generated one under .data/.
  VAPID_PUBLIC_KEY:
    'BFrpoXw-ubZlcM3CHxLZW7jCr4qtEln1-uU084G-gXme6CxuLFnMYjKeSrw0L5kF67owHVUrAEaG2MHSo9cm-Dw',
  VAPID_PRIVATE_KEY: 'Jyu4UxHhiGAB2pAsC3eVUfLlSFuSCOon52-aI0o5_iA',
  // The whole suite is one client on loopback, so per-client limits (10 reports a minute)
  // would throttle it; the limits themselves are tested by the API suites.
  RATE_LIMIT_WRITES: '100000',
  RATE_LIMIT_COSTLY: '100000',
});

export const newPgliteDir = () => mkdtempSync(path.join(os.tmpdir(), 'tm-e2e-pglite-'));

/** Every API line of a run, for the log-privacy check that runs after the suite. */
export const API_LOG_FILE = path.join(repoRoot, 'e2e/.logs/api.log');

/** Pino's info level: request lines go to the file only; warnings and errors show in the run. */
const INFO = 30;
const isQuiet = (line) => {
  try {
    return JSON.parse(line).level <= INFO;
  } catch {
    return false;
  }
};

function teeToLogFile(child, file) {
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    createInterface({ input: stream }).on('line', (line) => {
      file.write(`${line}\n`);
      if (!isQuiet(line)) process.stdout.write(`${line}\n`);
    });
  }
  return child;
}

/** Every API instance of the topology; they share one database (and so sessions and limits). */
export function startApis() {
  const pgliteDir = newPgliteDir();
  mkdirSync(path.dirname(API_LOG_FILE), { recursive: true });
  const logFile = createWriteStream(API_LOG_FILE);
  return API_PORTS.map((port) =>
    teeToLogFile(
      spawn(process.execPath, [path.join(repoRoot, 'api/dist/main.js')], {
        env: {
          ...process.env,
          ...apiTestEnv(pgliteDir),
          API_PORT: String(port),
          API_HOST: '127.0.0.1',
          // The shell's address: the sandbox portal and its return URL are built from it.
          PUBLIC_URL: SHELL_ORIGIN,
          // Request and outbox lines too, so the log-privacy check reads what production logs.
          LOG_LEVEL: 'info',
          ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
      logFile,
    ),
  );
}

/** Resolves once every instance answers its health check, so no request meets one still starting. */
export async function apisReady(timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  for (const port of API_PORTS) {
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline) throw new Error(`La API en el puerto ${port} no arrancó.`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/**
 * One check-in per instance before the suite: the assistant trains its similar-messages reader on
 * its first check-in (about 1,500 messages). With both instances cold at once on a busy 2-core
 * machine that first answer took 7.5–8.4 s (warm: under 0.5 s), past the specs' 7 s expectations.
 */
export async function warmUpApis() {
  const { ENDPOINTS } = await import('@tm/shared-contracts/contracts');
  for (const port of API_PORTS) {
    const post = (endpoint, body, cookie = '') =>
      fetch(`http://127.0.0.1:${port}${endpoint.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(body),
      });
    const saved = await post(ENDPOINTS.intakeSave, {
      nombre: 'Arranque',
      email: 'arranque@example.com',
      edad: 50,
    });
    const { userId } = await saved.json();
    const cookie = saved.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ');
    const message = 'Esta semana dormí bien y caminé un poco.';
    const answered = await post(ENDPOINTS.weeklyCheckin, { userId, message }, cookie);
    if (!answered.ok) throw new Error(`La API en el puerto ${port} no contestó el chat.`);
  }
}

export function listen(server, port, host) {
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

/** One static server per remote, each on its own origin, with CORS for the given shell origin. */
export async function startRemotes({
  shellOrigin = SHELL_ORIGIN,
  ports = PORTS.remotes,
  dirs = remoteDirs(),
} = {}) {
  const entries = await Promise.all(
    Object.keys(REMOTES).map(async (name) => [
      name,
      await listen(
        createRemoteServer({ dir: dirs[name], allowedOrigins: [shellOrigin] }),
        ports[name],
        '127.0.0.1',
      ),
    ]),
  );
  return Object.fromEntries(entries);
}

/**
 * The shell gateway: shell build, /remotes.json from `manifests` (name → mf-manifest.json URL,
 * over the suite's defaults) and the remotes' declared routes (read again every `routesTtlMs`), /api proxied to the API.
 */
export function startGateway(
  port = PORTS.gateway,
  manifests = {},
  apiUrls = API_PORTS.map((p) => `http://127.0.0.1:${p}`),
  { routesTtlMs } = {},
) {
  // The suite's five remotes, then whatever else `manifests` names (a new remote, say).
  const all = {
    ...Object.fromEntries(Object.keys(REMOTES).map((name) => [name, remoteManifestUrl(name)])),
    ...manifests,
  };
  return listen(createGateway({ apiUrl: apiUrls, remotes: all, routesTtlMs }), port, 'localhost');
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  // Each build again only if its sources changed since (`npm test` has just built them).
  if (!process.env.E2E_SKIP_BUILD) buildStale();
  const apis = startApis();
  await startRemotes();
  await apisReady();
  await warmUpApis();
  await startGateway();
  console.log(`Topología e2e lista en ${SHELL_ORIGIN} (${apis.length} instancia(s) de la API)`);
  const stop = () => {
    for (const api of apis) api.kill('SIGTERM');
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
