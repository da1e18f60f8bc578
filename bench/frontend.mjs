// Front-end bench (printed, never asserted): production build time per bundle, then for `/`
// the JS transferred (raw and gzip), the HTML (with its inline CSS and prerendered pictures), CSS
// files and web fonts it loads, the requests made before the page is interactive, and LCP.
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { createGateway } from '../shell/server/gateway.mjs';
import { BUILDS, remoteDirs, repoRoot } from '../scripts/bundles.mjs';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function measureBuilds() {
  const rows = [];
  for (const { workspace } of BUILDS) {
    const started = performance.now();
    const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
      cwd: repoRoot,
      stdio: 'pipe',
    });
    rows.push({
      bundle: workspace,
      seconds: ((performance.now() - started) / 1000).toFixed(2),
      ok: result.status === 0,
    });
  }
  return rows;
}

export async function measureLanding(port = 4900) {
  const gateway = createGateway({ apiUrl: 'http://127.0.0.1:9', remoteDirs: remoteDirs() });
  await new Promise((resolve) => gateway.listen(port, '127.0.0.1', resolve));
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const scripts = [];
    /** Raw and gzip bytes of the other resources, by kind. */
    const other = { document: [0, 0], stylesheet: [0, 0], font: [0, 0] };
    let requests = 0;
    page.on('request', () => (requests += 1));
    page.on('response', async (response) => {
      const kind = response.request().resourceType();
      if (kind !== 'script' && !(kind in other)) return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      // A woff2 font is compressed already: its gzip size is its size.
      const gzip = kind === 'font' ? body.length : gzipSync(body).length;
      if (kind === 'script') scripts.push({ url: response.url(), raw: body.length, gzip });
      else other[kind] = [other[kind][0] + body.length, other[kind][1] + gzip];
    });
    await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'networkidle' });
    const requestsBeforeInteractive = requests;
    const lcp = await page.evaluate(
      () =>
        new Promise((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve(Math.round(entries[entries.length - 1].startTime));
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve(null), 2000);
        }),
    );
    const sum = (key) => scripts.reduce((total, s) => total + s[key], 0);
    return {
      scripts: scripts.map((s) => ({
        file: new URL(s.url).pathname,
        rawKB: (s.raw / 1024).toFixed(1),
        gzipKB: (s.gzip / 1024).toFixed(1),
      })),
      jsRawKB: (sum('raw') / 1024).toFixed(1),
      jsGzipKB: (sum('gzip') / 1024).toFixed(1),
      ...Object.fromEntries(
        Object.entries(other).flatMap(([kind, [raw, gzip]]) => [
          [`${kind}RawKB`, (raw / 1024).toFixed(1)],
          [`${kind}GzipKB`, (gzip / 1024).toFixed(1)],
        ]),
      ),
      requestsBeforeInteractive,
      lcpMs: lcp,
    };
  } finally {
    await browser.close();
    gateway.close();
  }
}
