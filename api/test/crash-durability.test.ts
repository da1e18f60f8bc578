import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  adminQuery,
  newTempDir,
  PG_TEMPLATE_ENV,
  PGLITE_TEMPLATE_ENV,
  randomDatabaseName,
  withDatabase,
} from './support/template.js';

// The built API as a real process, killed with SIGKILL in the middle of a burst of saves and
// started again on the same data: every save it acknowledged must still be there.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PEOPLE = 40;

interface Target {
  name: string;
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

function pgliteTarget(): Target {
  const dir = newTempDir('tm-crash-pglite-');
  cpSync(process.env[PGLITE_TEMPLATE_ENV]!, dir, { recursive: true });
  return {
    name: 'pglite',
    env: { PGLITE_DIR: dir },
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function postgresTarget(url: string): Promise<Target> {
  const name = randomDatabaseName('tm_crash');
  await adminQuery(url, `create database ${name} template ${process.env[PG_TEMPLATE_ENV]}`);
  return {
    name: 'postgres',
    env: { DATABASE_URL: withDatabase(url, name) },
    cleanup: () => adminQuery(url, `drop database if exists ${name} with (force)`),
  };
}

interface RunningApi {
  child: ChildProcess;
  /** Settles when the process has ended (listened to from the start, so never missed). */
  exited: Promise<unknown>;
}

async function startApi(env: Record<string, string>, port: number): Promise<RunningApi> {
  const child = spawn(process.execPath, ['api/dist/main.js'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      ...env,
      API_PORT: String(port),
      NODE_ENV: 'production',
      COOKIE_SECURE: 'false',
      LOG_LEVEL: 'silent',
      SESSION_SECRET: 'crash-test-session-secret-32-characters',
      DATA_ENCRYPTION_KEYS: `crash1:${Buffer.alloc(32, 2).toString('base64')}`,
      PUBLIC_URL: 'http://127.0.0.1',
      ALLOW_SANDBOX_IN_PRODUCTION: 'true',
      STRIPE_WEBHOOK_SECRET: 'whsec_crash_test_webhook_secret',
      RATE_LIMIT_WRITES: '100000',
    },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // A hang guard, not a speed check: the API builds the triage's reader before it listens, and
  // beside the e2e suite on two cores its start took over 20 s.
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      const health = await fetch(`http://127.0.0.1:${port}/api/health`, {
        signal: AbortSignal.timeout(2_000),
      });
      if (health.ok) return { child, exited };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('La API no arrancó.');
}

const targets = [
  () => Promise.resolve(pgliteTarget()),
  ...(process.env.TEST_DATABASE_URL ? [() => postgresTarget(process.env.TEST_DATABASE_URL!)] : []),
];

beforeAll(() => {
  // This checkout's code: rebuilt when its sources changed (a fresh `npm test` build is reused).
  const build = spawnSync('node', ['scripts/fresh-builds.mjs', 'shared-contracts', 'api'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`No se pudo compilar la API:\n${build.stderr}`);
});

/** A port no other process (another checkout running this suite, say) is listening on. */
function freePort(): Promise<number> {
  const probe = net.createServer();
  return new Promise((resolve) =>
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    }),
  );
}

describe.each(targets.map((make, i) => [i, make] as const))('SIGKILL mid-burst (%i)', (_, make) => {
  it('keeps every acknowledged save after a restart', async () => {
    const target = await make();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let api = await startApi(target.env, port);
    try {
      const acknowledged: { userId: string; nombre: string; cookie: string }[] = [];
      const saves = Array.from({ length: PEOPLE }, async (_, n) => {
        const nombre = `Persona ${n}`;
        try {
          const res = await fetch(`${base}/api/intake-form`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ nombre, email: `p${n}@example.com`, edad: 50 }),
            signal: AbortSignal.timeout(10_000),
          });
          if (res.status !== 200) return;
          const { userId } = (await res.json()) as { userId: string };
          const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
          acknowledged.push({ userId, nombre, cookie });
          if (acknowledged.length === Math.floor(PEOPLE / 3)) api.child.kill('SIGKILL');
        } catch {
          // the process died under this request: not acknowledged
        }
      });
      await Promise.all(saves);
      await api.exited;
      expect(acknowledged.length).toBeGreaterThanOrEqual(Math.floor(PEOPLE / 3));
      api = await startApi(target.env, port);
      const missing: string[] = [];
      for (const { userId, nombre, cookie } of acknowledged) {
        const res = await fetch(`${base}/api/intake-form/${userId}`, {
          headers: { cookie },
          signal: AbortSignal.timeout(10_000),
        });
        const body = res.status === 200 ? ((await res.json()) as { nombre: string }) : null;
        if (body?.nombre !== nombre) missing.push(userId);
      }
      expect(missing).toEqual([]);
    } finally {
      api.child.kill('SIGKILL');
      await api.exited;
      await target.cleanup();
    }
  }, 240_000);
});
