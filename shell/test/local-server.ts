import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LocalServer {
  origin: string;
  requests: string[];
  close: () => Promise<void>;
}

type Handler = (url: string) => { status: number; body: unknown };

/** A real HTTP server on a free loopback port; the page origin is pointed at it. */
export async function startLocalServer(handle: Handler): Promise<LocalServer> {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    const { status, body } = handle(req.url ?? '');
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  (globalThis as unknown as { reconfigureJsdom: (o: { url: string }) => void }).reconfigureJsdom({
    url: `${origin}/`,
  });
  return {
    origin,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
