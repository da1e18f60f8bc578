import { defineConfig, devices } from '@playwright/test';

// E2E_BASE_URL points the suite at a running deployment (docker-compose); otherwise it starts
// the local multi-origin topology from the production builds.
const external = process.env.E2E_BASE_URL;
const portBase = Number(process.env.E2E_PORT_BASE ?? 4000);
const baseURL = external ?? `http://localhost:${portBase}`;
// Chromium refuses some ports outright (6000 is X11's: ERR_UNSAFE_PORT); the topology's own
// ports (gateway and remotes) are allowed so any E2E_PORT_BASE works.
const topologyPorts = Array.from({ length: 10 }, (_, i) => portBase + i).join(',');

export default defineConfig({
  testDir: './tests',
  // Files run side by side (a file's tests in order, in one worker): most of a test's time is the
  // browser waiting, so two workers nearly halve the suite on two cores. Each test makes its own
  // person; the specs that start servers use ports of their own (support/site.ts).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // A hang guard, not a speed check: on two cores, beside the API's unit suite, screens with axe
  // runs took 28–32 s (npm run bench measures speed).
  timeout: 60_000,
  // Also a hang guard: a deep link that redirects (/onboarding/mensaje with nothing filled in
  // ends on the landing) loads two remotes in turn, and on CI's loaded two cores that once took
  // over 7 s (bench/navigation.mjs measures speed).
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'es-ES',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        `--explicitly-allowed-ports=${topologyPorts}`,
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: external
    ? undefined
    : {
        command: 'node topology.mjs',
        url: `${baseURL}/api/health`,
        timeout: 240_000,
        reuseExistingServer: false,
        stdout: 'pipe',
      },
});
