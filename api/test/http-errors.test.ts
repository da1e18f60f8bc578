import { buildOpenApiDocument, ENDPOINTS } from '@tm/shared-contracts/contracts';
import { TEST_ENDPOINTS } from '@tm/shared-contracts/test-endpoints';
import { messageFor } from '../src/common/api-error.js';
import { CROSS_SITE_MESSAGE } from '../src/common/exception.filter.js';
import { json, localTrialId, startTestApi } from './support/test-app.js';
import { describeOnEachDatabase, type SuiteOptions } from './support/each-database.js';

/** Three writes a minute, so the limit is reached in a test. */
const rateLimited: SuiteOptions = { databases: 'first', env: { RATE_LIMIT_WRITES: '3' } };

describeOnEachDatabase('HTTP behaviour around the endpoints', rateLimited, (t, kind) => {
  it('answers unknown routes with a Spanish 404 JSON', async () => {
    for (const url of ['/api/nope', '/nope', '/api/users/id']) {
      const res = await t.browser().request('GET', url);
      expect(res.statusCode).toBe(404);
      expect(json(res)).toEqual({ message: 'No encontramos lo que buscas.' });
    }
  });

  it('rate limits writes with a Spanish 429 and Retry-After', async () => {
    const browser = t.browser();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push(
        (await browser.request('POST', '/api/trial-start', { userId: localTrialId() })).statusCode,
      );
    }
    const limited = await browser.request('POST', '/api/trial-start', { userId: localTrialId() });
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(json(limited)).toEqual({
      message: 'Demasiadas solicitudes. Espera un momento y vuelve a intentarlo.',
    });
  });

  it('sets security headers on answers and errors', async () => {
    for (const url of ['/api/health', '/api/nope']) {
      const res = await t.browser().request('GET', url);
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'content-security-policy': expect.stringContaining("default-src 'none'"),
        'referrer-policy': 'no-referrer',
      });
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('refuses cross-site writes saying so, not with the ownership message', async () => {
    const crossSite = { message: CROSS_SITE_MESSAGE };
    const fromAnotherSite: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example', host: 'programa.example' },
    ];
    for (const headers of fromAnotherSite) {
      const res = await t.browser().request('POST', '/api/intake-form', {}, headers);
      expect(res.statusCode).toBe(403);
      expect(json(res)).toEqual(crossSite);
    }
    expect(CROSS_SITE_MESSAGE).not.toBe(messageFor(403));
  });

  it('serves the OpenAPI document generated from the contracts', async () => {
    const res = await t.browser().request('GET', '/api/docs');
    expect(res.statusCode).toBe(200);
    const doc = json(res) as ReturnType<typeof buildOpenApiDocument>;
    expect(doc.openapi).toBe('3.1.0');
    const operationOf = ({ path, method }: { path: string; method: string }) =>
      doc.paths[path]?.[method.toLowerCase()];
    for (const contract of Object.values(ENDPOINTS)) expect(operationOf(contract)).toBeDefined();
    for (const contract of Object.values(TEST_ENDPOINTS))
      expect(operationOf(contract)).toBeUndefined();
    const intake = doc.paths['/api/intake-form']?.post as {
      requestBody: { content: Record<string, { schema: { required: string[] } }> };
    };
    expect(intake.requestBody.content['application/json']?.schema.required).toEqual([
      'nombre',
      'email',
      'edad',
    ]);
  });

  it('answers 503 with a clear message, and health reports the database down, when the database is gone', async () => {
    const broken = await startTestApi(kind);
    const browser = broken.browser();
    const userId = localTrialId();
    await browser.request('POST', '/api/trial-start', { userId });
    await broken.database.close();
    const res = await browser.request('GET', `/api/trial-status/${userId}`);
    expect(res.statusCode).toBe(503);
    expect(json(res)).toEqual({
      message: 'El servicio no está disponible en este momento. Inténtalo de nuevo más tarde.',
    });
    const health = await browser.request('GET', '/api/health');
    expect(health.statusCode).toBe(503);
    expect(json(health)).toEqual({ status: 'degraded', database: 'down' });
    await broken.close();
  });
});

const inMode = (nodeEnv: string): SuiteOptions => ({
  databases: 'first',
  env: {
    NODE_ENV: nodeEnv,
    PUBLIC_URL: 'https://programa.example',
    ALLOW_SANDBOX_IN_PRODUCTION: 'true',
  },
});

for (const nodeEnv of ['development', 'production'])
  describeOnEachDatabase(`NODE_ENV=${nodeEnv}`, inMode(nodeEnv), (t) => {
    it('has no test clock route', async () => {
      const browser = t.browser();
      const userId = localTrialId();
      await browser.request('POST', '/api/trial-start', { userId });
      const res = await browser.request('POST', '/api/test/trial-start', {
        userId,
        trialStart: 1,
      });
      expect(res.statusCode).toBe(404);
    });

    it(`marks the cookie Secure only in production`, async () => {
      const res = await t.browser().request('POST', '/api/trial-start', { userId: localTrialId() });
      expect(res.cookies[0]?.secure ?? false).toBe(nodeEnv === 'production');
    });
  });
