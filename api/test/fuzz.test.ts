import { appendFileSync } from 'node:fs';
import fc from 'fast-check';
import { endpointPath, type EndpointContract } from '@tm/shared-contracts/contracts';
import { ALL_ENDPOINT_NAMES, ALL_ENDPOINTS, type AnyEndpointName } from './support/endpoints.js';
import { validSamples } from './support/samples.js';
import { describeOnEachDatabase } from './support/each-database.js';

/** Runs per endpoint and per kind of input; printed by the test so the figure is visible. */
const RUNS = 60;

const nasty = fc.constantFrom(
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '\u0000\u0001\u0007',
  '\ud800',
  '😀'.repeat(500),
  'x'.repeat(200_000),
  '__proto__',
  '{"a":',
  '-1e309',
);
const pollution = fc.constantFrom('__proto__', 'constructor', 'prototype');
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  any: fc.oneof(
    { depthSize: 'small' },
    fc.string(),
    nasty,
    fc.integer(),
    fc.double(),
    fc.constantFrom(-1, 0, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1e308),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('any'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string(), pollution), tie('any'), { maxKeys: 4 }),
  ),
})).any;

/** A body that looks like the endpoint's own sample with some fields broken, or anything at all. */
const bodyFor = (sample: Record<string, unknown> | undefined) =>
  fc.oneof(
    value,
    fc
      .record({
        field: fc.constantFrom(...Object.keys(sample ?? { x: 1 }), '__proto__', 'extra'),
        replacement: value,
      })
      .map(({ field, replacement }) => {
        const body: Record<string, unknown> = { ...sample };
        Object.defineProperty(body, field, { value: replacement, enumerable: true });
        return body;
      }),
  );

const deepNesting = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** Copies of a valid body with one string field each time carrying what PostgreSQL cannot store. */
function withUnstorableText(body: unknown): unknown[] {
  if (typeof body === 'string') return [`${body}\u0000`, `${body}\ud800`];
  if (Array.isArray(body))
    return body.flatMap((item, i) =>
      withUnstorableText(item).map((bad) => body.map((other, j) => (i === j ? bad : other))),
    );
  if (body && typeof body === 'object')
    return Object.entries(body).flatMap(([key, item]) =>
      withUnstorableText(item).map((bad) => ({ ...body, [key]: bad })),
    );
  return [];
}

describeOnEachDatabase('fuzzing every endpoint', (t, kind) => {
  let userId: string;
  let cookie: string | undefined;
  const tried: Record<string, number> = {};

  beforeAll(async () => {
    const owner = await t.trialPerson();
    ({ userId } = owner);
    cookie = owner.browser.cookie;
  });
  afterAll(() => {
    console.log(`Casos de fuzz por endpoint: ${JSON.stringify(tried)}`);
    // bench/api-faults.mjs asks for the figures as a file, to print them as a table.
    if (process.env.FUZZ_REPORT)
      appendFileSync(process.env.FUZZ_REPORT, `${JSON.stringify({ kind: kind.name, tried })}\n`);
  });

  /** Percent-encodes the UTF-8 bytes (lone surrogates included, which encodeURIComponent refuses). */
  const encodeBytes = (raw: string) =>
    [...Buffer.from(raw, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  const rawSegments = fc.oneof(
    fc.string().map(encodeBytes),
    nasty.map(encodeBytes),
    fc.constantFrom('%ff%fe', '%', '%zz', '..%2f..%2fetc', '%00'),
  );

  async function send(
    contract: EndpointContract,
    url: string,
    payload?: string | Buffer,
    type?: string,
  ) {
    const method = contract.method;
    const res = await t.api.app.inject({
      method: method as 'GET',
      url,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(payload === undefined ? {} : { 'content-type': type ?? 'application/json' }),
      },
      ...(payload === undefined ? {} : { payload }),
    });
    // Endpoints of later issues answer 501 after validation, by design.
    expect(res.statusCode).toBeLessThan(contract.pending && res.statusCode === 501 ? 502 : 500);
    if (res.statusCode >= 400) {
      const body = JSON.parse(res.body) as { message?: unknown };
      expect(typeof body.message).toBe('string');
      expect(String(body.message).length).toBeGreaterThan(0);
    }
    return res.statusCode;
  }

  const fuzzable = ALL_ENDPOINT_NAMES.filter(
    (name) => name !== 'accountDelete' && name !== 'sessionEnd',
  );

  it.each(fuzzable)('%s: no 5xx, a JSON message, the database unchanged', async (name) => {
    const contract: EndpointContract = ALL_ENDPOINTS[name as AnyEndpointName];
    const sample = validSamples(userId)[name as AnyEndpointName];
    const before = await t.counts();
    let succeeded = false;
    tried[name] = 0;

    if (contract.body || contract.method !== 'GET') {
      await fc.assert(
        fc.asyncProperty(bodyFor(sample.body as Record<string, unknown>), async (body) => {
          tried[name]! += 1;
          const status = await send(
            contract,
            endpointPath(contract, sample.params),
            JSON.stringify(body) ?? 'null',
          );
          succeeded ||= status < 300;
        }),
        { numRuns: RUNS },
      );
      // Raw bytes: invalid UTF-8, deep nesting, wrong content types.
      const url = endpointPath(contract, sample.params);
      for (const [payload, type] of [
        [Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]), undefined],
        [deepNesting(5000), undefined],
        ['nombre=Ana', 'application/x-www-form-urlencoded'],
        ['<xml/>', 'text/xml'],
        ['{"__proto__":{"admin":true}}', undefined],
      ] as const) {
        tried[name]! += 1;
        succeeded ||= (await send(contract, url, payload, type)) < 300;
      }
      // Every string field, not only the ones the random runs happen to reach.
      for (const body of withUnstorableText(sample.body)) {
        tried[name]! += 1;
        succeeded ||= (await send(contract, url, JSON.stringify(body))) < 300;
      }
    }
    if (contract.params) {
      await fc.assert(
        fc.asyncProperty(rawSegments, async (segment) => {
          tried[name]! += 1;
          const params = Object.fromEntries(
            Object.keys(sample.params ?? {}).map((key) => [key, segment || '%20']),
          );
          const url = contract.path.replace(/\{(\w+)\}/g, (_m, key: string) => params[key] ?? '');
          succeeded ||= (await send(contract, url)) < 300;
        }),
        { numRuns: RUNS },
      );
    }
    if (!succeeded) expect(await t.counts()).toEqual(before);
  });

  it('is still healthy afterwards', async () => {
    const res = await t.api.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
  });
});
