import { expect, test } from '@playwright/test';
import { startSite } from './support/site.js';

const UNAVAILABLE =
  'El servidor no está disponible en este momento. Por favor intenta en unos minutos.';

// The API refuses a body over its limit as soon as it reads the headers, while the gateway is
// still sending the rest: the refusal must reach the browser, not be lost with the connection.
// Repeated because losing it was a race that a single request could win.
test('a body over the limit gets the API’s own 413 through the gateway', async ({ request }) => {
  const body = JSON.stringify({ userId: 'trial_1700000000000_abcdef', relleno: 'a'.repeat(20e6) });
  for (let attempt = 0; attempt < 4; attempt++) {
    const res = await request.post('/api/intake-form', {
      headers: { 'Content-Type': 'application/json' },
      data: body,
    });
    expect(res.status()).toBe(413);
    expect(await res.json()).toEqual({
      message: 'La solicitud es demasiado grande (máximo 100 KB).',
    });
  }
});

test('with nothing listening at the API, /api answers 503 with the Spanish message', async ({
  request,
}) => {
  const site = await startSite(50, {}, { apiDown: true });
  try {
    for (const path of ['/api/health', '/api/trial-status/trial_1700000000000_abcdef']) {
      const res = await request.get(`${site.origin}${path}`);
      expect(res.status()).toBe(503);
      expect(await res.json()).toEqual({ message: UNAVAILABLE });
    }
  } finally {
    await site.close();
  }
});
