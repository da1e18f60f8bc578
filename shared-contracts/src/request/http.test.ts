import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError, apiRequest, getQueryFn, queryClientDefaultOptions } from './http';
import { resolveUrl } from './resolve-url';

interface Seen {
  method?: string;
  url?: string;
  contentType?: string;
  cookie?: string;
  body: string;
}

let server: http.Server;
let origin: string;
const seen: Seen[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({
        method: req.method,
        url: req.url,
        contentType: req.headers['content-type'],
        cookie: req.headers.cookie,
        body,
      });
      if (req.url === '/api/unauthorized') return void res.writeHead(401).end('no session');
      if (req.url === '/api/empty-error') return void res.writeHead(503).end();
      if (req.url === '/api/json-error')
        return void res
          .writeHead(400, { 'content-type': 'application/json' })
          .end(JSON.stringify({ message: 'Falta el nombre.' }));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: true, url: req.url }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  Object.defineProperty(globalThis, 'location', { value: { origin }, configurable: true });
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  Reflect.deleteProperty(globalThis, 'location');
});

beforeEach(() => (seen.length = 0));

describe('resolveUrl', () => {
  it('prefixes relative paths with the current origin', () => {
    expect(resolveUrl('/api/x')).toBe(`${origin}/api/x`);
  });
  it('keeps absolute URLs', () => {
    expect(resolveUrl('https://example.org/a')).toBe('https://example.org/a');
  });
});

describe('apiRequest', () => {
  it('sends a JSON body with a JSON content type on the current origin', async () => {
    const res = await apiRequest('POST', '/api/intake-form', { nombre: 'Ana' });
    expect(await res.json()).toEqual({ ok: true, url: '/api/intake-form' });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      contentType: 'application/json',
      body: '{"nombre":"Ana"}',
    });
  });

  it('sends no body and no content type without data', async () => {
    await apiRequest('GET', '/api/health');
    expect(seen[0]?.contentType).toBeUndefined();
    expect(seen[0]?.body).toBe('');
  });

  it('throws "<status>: <body>" on a failed response', async () => {
    await expect(apiRequest('GET', '/api/json-error')).rejects.toThrow(
      '400: {"message":"Falta el nombre."}',
    );
  });

  it('throws "<status>: <statusText>" when the body is empty', async () => {
    await expect(apiRequest('GET', '/api/empty-error')).rejects.toThrow('503: Service Unavailable');
  });

  it('exposes the server message of a JSON error', async () => {
    const error = await apiRequest('GET', '/api/json-error').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).serverMessage).toBe('Falta el nombre.');
    expect((error as ApiError).status).toBe(400);
  });
});

describe('getQueryFn', () => {
  it('GETs the query key joined with "/"', async () => {
    const data = await getQueryFn({ on401: 'throw' })({
      queryKey: ['/api/trial-status', 'trial_1_abcdef'],
    });
    expect(data).toEqual({ ok: true, url: '/api/trial-status/trial_1_abcdef' });
    expect(seen[0]?.method).toBe('GET');
  });

  it('throws on 401 by default', async () => {
    await expect(
      getQueryFn({ on401: 'throw' })({ queryKey: ['/api/unauthorized'] }),
    ).rejects.toThrow('401: no session');
  });

  it('returns null on 401 in the returnNull variant', async () => {
    await expect(
      getQueryFn({ on401: 'returnNull' })({ queryKey: ['/api/unauthorized'] }),
    ).resolves.toBeNull();
  });

  it('still throws other errors in the returnNull variant', async () => {
    await expect(
      getQueryFn({ on401: 'returnNull' })({ queryKey: ['/api/empty-error'] }),
    ).rejects.toThrow('503');
  });
});

describe('queryClientDefaultOptions', () => {
  it('never goes stale, never refetches on focus, never polls, never retries', () => {
    expect(queryClientDefaultOptions.queries).toMatchObject({
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    });
    expect(queryClientDefaultOptions.mutations.retry).toBe(false);
  });
});
