import { expect, test } from '@playwright/test';
import { ROUTES } from '@tm/shared-contracts';
import { PORTS } from '../topology.mjs';

const remoteOrigin = (port: number) => `http://127.0.0.1:${port}`;

test('the page allows exactly its own, the remotes’ and Stripe’s origins, and nothing breaks', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  for (const path of [ROUTES.landing, ROUTES.guia, ROUTES.intake]) {
    const response = await page.goto(path);
    const headers = response!.headers();
    const csp = headers['content-security-policy']!;
    for (const port of Object.values(PORTS.remotes)) {
      expect(csp).toContain(remoteOrigin(port));
    }
    expect(csp).toMatch(/script-src 'self' [^;]*https:\/\/js\.stripe\.com/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-content-type-options']).toBe('nosniff');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  expect(violations).toEqual([]);
});

test('the API answers no cross-origin reads, and refuses cross-site writes', async ({
  request,
}) => {
  const foreign = 'https://evil.example';
  const read = await request.get('/api/health', { headers: { Origin: foreign } });
  expect(read.headers()['access-control-allow-origin']).toBeUndefined();

  const write = await request.post('/api/trial-start', {
    headers: { Origin: foreign, 'Sec-Fetch-Site': 'cross-site' },
    data: { userId: 'trial_1700000000000_abcdef' },
  });
  expect(write.status()).toBe(403);
  expect((await write.json()).message).toEqual(expect.any(String));
});

test('a remote serves its bundle files to the shell’s origin only', async ({ request }) => {
  const url = `${remoteOrigin(PORTS.remotes.marketing)}/remoteEntry.js`;
  const forShell = await request.get(url, {
    headers: { Origin: `http://localhost:${PORTS.gateway}` },
  });
  expect(forShell.headers()['access-control-allow-origin']).toBe(
    `http://localhost:${PORTS.gateway}`,
  );
  const forOthers = await request.get(url, { headers: { Origin: 'https://evil.example' } });
  expect(forOthers.headers()['access-control-allow-origin']).toBeUndefined();
});

// Browsers send no Sec-Fetch-Site over plain HTTP on a named host (QA's http://shell:3000) nor
// before Safari 16.4: then the API compares Origin with Host, which the gateway must keep.
test('a same-origin write with only an Origin header (no Fetch Metadata) is accepted', async ({
  request,
  baseURL,
}) => {
  const write = await request.post('/api/trial-start', {
    headers: { Origin: new URL(baseURL!).origin },
    data: { userId: `trial_${Date.now()}_orig01` },
  });
  expect(write.status()).toBe(200);

  const foreign = await request.post('/api/trial-start', {
    headers: { Origin: 'http://evil.example' },
    data: { userId: `trial_${Date.now()}_orig02` },
  });
  expect(foreign.status()).toBe(403);
});
