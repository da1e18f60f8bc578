import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  body: unknown;
}

export interface LocalApi {
  requests: RecordedRequest[];
  close: () => Promise<void>;
}

type Handler = (request: RecordedRequest) => { status: number; body: unknown };

/** A real HTTP server on a free loopback port, made the page's origin (our request layer talks to it). */
export async function startLocalApi(handle: Handler): Promise<LocalApi> {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        url: req.url ?? '',
        body: raw ? JSON.parse(raw) : undefined,
      };
      requests.push(request);
      const { status, body } = handle(request);
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  (globalThis as unknown as { reconfigureJsdom: (o: { url: string }) => void }).reconfigureJsdom({
    url: `${origin}/`,
  });
  return { requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
