import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ROUTES, STORAGE_KEYS } from '@tm/shared-contracts';
import { repoRoot } from '../../scripts/bundles.mjs';
import { PORTS, apiTestEnv, newPgliteDir } from '../topology.mjs';
import { seedLocalStorage } from './support/storage.js';

// `npm start` itself (scripts/start.mjs: the supervisor, the gateway and the API) on its own port,
// from this checkout's builds: a deployment under test (E2E_BASE_URL) has no process to kill.
test.skip(Boolean(process.env.E2E_BASE_URL), 'runs npm start on this machine');

const port = PORTS.gateway + 90; // beside support/site.ts's offsets
const apiPort = port + 100;
const origin = `http://localhost:${port}`;

/** Holds the API's port, resetting every connection: the restarted API cannot listen meanwhile. */
async function holdApiPort() {
  const server = net.createServer((socket) => socket.destroy());
  // The killed process may still hold the port for a moment.
  const tryListen = () =>
    new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(apiPort, '127.0.0.1', () => resolve(true));
    });
  await expect.poll(tryListen).toBe(true);
  return () => new Promise((resolve) => server.close(resolve));
}

test('npm start restarts a killed API: pages load meanwhile, screens say so, then recover', async ({
  page,
  request,
}) => {
  // Hang guards: each start of the API builds the triage's reader before it listens (about 5 s on
  // a quiet machine, several times that beside CI's other suites); its speed is not this test's.
  test.setTimeout(300_000);
  const start = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.mjs')], {
    env: { ...process.env, ...apiTestEnv(newPgliteDir()), PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  for (const stream of [start.stdout, start.stderr]) stream.on('data', (chunk) => (log += chunk));
  const apiPids = () => [...log.matchAll(/La API arrancó \(pid (\d+)\)/g)].map(([, pid]) => pid);
  const health = () =>
    request.get(`${origin}/api/health`).then(
      (res) => res.status(),
      () => 0,
    );

  try {
    await expect.poll(health, { timeout: 120_000 }).toBe(200);
    expect(apiPids()).toHaveLength(1);

    // kill -9, then keep the port busy so the outage lasts as long as the checks below need.
    process.kill(Number(apiPids()[0]), 'SIGKILL');
    const releaseApiPort = await holdApiPort();
    expect(await health()).toBe(503);

    await page.goto(`${origin}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // A screen with a request (the trial badge's) shows the banner instead of failing silently.
    await seedLocalStorage(page, {
      [STORAGE_KEYS.userId]: 'trial_1790000000000_abc123',
      [STORAGE_KEYS.intakeDone]: 'true',
      [STORAGE_KEYS.trialStart]: String(Date.now()),
    });
    await page.goto(`${origin}${ROUTES.privacidad}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const banner = page.getByRole('alert').filter({ hasText: 'Servicio no disponible' });
    await expect(banner).toContainText('reintentando');
    await expect(banner).toContainText(
      'El servidor no está disponible en este momento. Por favor intenta en unos minutos.',
    );
    expect(log).toMatch(/La API terminó \(señal SIGKILL\); se reinicia en [\d.]+ s\./);

    await releaseApiPort();
    await expect(banner).toHaveCount(0, { timeout: 120_000 });
    expect(await health()).toBe(200);
    expect(new Set(apiPids()).size).toBeGreaterThan(1);
  } finally {
    const exited = new Promise((resolve) => start.once('exit', resolve));
    start.kill('SIGTERM');
    await exited;
  }
});
