import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryClient } from '@tanstack/query-core';
import {
  intakeSave,
  programme,
  programmeCautions,
  programmeModule,
  trialStatus,
  weeklyCheckin,
} from '../api/endpoints';
import { trialStatusRoute } from '../api/endpoint-routes';
import { computeTrialStatus } from '../trial-status';
import { call, ResponseContractError } from './call';
import { ApiError } from './http';
import { queryFor, queryKeyFor } from './query-keys';

const STATUS = computeTrialStatus({ trialStart: null, subscriptionStatus: 'unknown', now: 0 });
let answer: { status: number; body: unknown } = { status: 200, body: STATUS };
const seen: { method?: string; url?: string; body: string }[] = [];
let server: http.Server;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, body });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  Object.defineProperty(globalThis, 'location', { value: { origin }, configurable: true });
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  Reflect.deleteProperty(globalThis, 'location');
});

beforeEach(() => {
  seen.length = 0;
  answer = { status: 200, body: STATUS };
});

describe('call', () => {
  it('fills the path params and answers the parsed response', async () => {
    const status = await call(trialStatus, { params: { userId: 'trial_1700000000000_abcdef' } });
    expect(status).toEqual(STATUS);
    expect(seen[0]).toMatchObject({
      method: 'GET',
      url: '/api/trial-status/trial_1700000000000_abcdef',
    });
  });

  it('sends the body as JSON with the endpoint method', async () => {
    answer = { status: 200, body: { userId: 'trial_1700000000000_abcdef', trialStart: 1.7e12 } };
    const saved = await call(intakeSave, { body: { nombre: 'Ana', email: 'a@b.co', edad: 50 } });
    expect(saved.trialStart).toBe(1.7e12);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/intake-form' });
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ nombre: 'Ana', email: 'a@b.co', edad: 50 });
  });

  it('types the body by the endpoint schema', async () => {
    answer = { status: 400, body: { message: 'Falta el mensaje.' } };
    await expect(
      // @ts-expect-error: the weekly check-in body has no `texto`, it needs `message`.
      call(weeklyCheckin, { body: { userId: 'trial_1700000000000_abcdef', texto: 'hola' } }),
    ).rejects.toThrow('400: {"message":"Falta el mensaje."}');
  });

  it('refuses an answer outside the contract with a clear error, not a cast', async () => {
    answer = { status: 200, body: { daysRemaining: 'tres' } };
    const error = await call(trialStatus, { params: { userId: 'u1' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseContractError);
    expect((error as Error).message).toMatch(
      /^Respuesta inesperada de GET \/api\/trial-status\/\{userId\}: .*daysRemaining/,
    );
  });

  it('keeps the §7 error of a failed response', async () => {
    answer = { status: 404, body: { message: 'No existe.' } };
    const error = await call(trialStatus, { params: { userId: 'u1' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
  });
});

describe('queryKeyFor', () => {
  it('is the URL in segments, as the §7 default query function joins them', () => {
    expect(queryKeyFor(trialStatus, { userId: 'u1' })).toEqual(['/api/trial-status', 'u1']);
    expect(queryKeyFor(trialStatus, { userId: 'u1' }).join('/')).toBe('/api/trial-status/u1');
  });

  it("keeps the path's own segments after a param, so two endpoints never share a key", () => {
    const module3 = queryKeyFor(programmeModule, { userId: 'u1', number: '3' });
    expect(module3).toEqual(['/api/programme', 'u1', 'modules', '3']);
    expect(module3.join('/')).toBe('/api/programme/u1/modules/3');
    expect(queryKeyFor(programmeCautions, { userId: 'u1' }).join('/')).toBe(
      '/api/programme/u1/cautions',
    );
    expect(queryKeyFor(programmeCautions, { userId: 'u1' })).not.toEqual(
      queryKeyFor(programme, { userId: 'u1' }),
    );
  });

  it('is the same from the zod-free route as from the contract', () => {
    expect(queryKeyFor(trialStatusRoute, { userId: 'u1' })).toEqual(
      queryKeyFor(trialStatus, { userId: 'u1' }),
    );
  });

  it('invalidating an endpoint invalidates every key of it, and only those', async () => {
    const client = new QueryClient();
    const fetched: string[] = [];
    const observe = async (key: readonly string[]) =>
      client.fetchQuery({ queryKey: key, queryFn: () => fetched.push(key.join('/')) });
    await observe(queryKeyFor(trialStatus, { userId: 'u1' }));
    await observe(queryKeyFor(trialStatus, { userId: 'u2' }));
    await observe(['/api/trial-status-other']);
    await client.invalidateQueries({ queryKey: queryKeyFor(trialStatus) });
    const stale = client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey.join('/'));
    expect(stale.sort()).toEqual(['/api/trial-status/u1', '/api/trial-status/u2']);
    client.clear();
  });
});

describe('queryFor', () => {
  it('pairs the key with a query function that calls and parses the endpoint', async () => {
    const options = queryFor(trialStatus, { userId: 'u9' });
    expect(options.queryKey).toEqual(['/api/trial-status', 'u9']);
    await expect(options.queryFn()).resolves.toEqual(STATUS);
    expect(seen[0]?.url).toBe('/api/trial-status/u9');
  });
});
