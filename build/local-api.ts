import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Call {
  method: string;
  url: string;
  body: unknown;
}
/** `'drop'` closes the connection without an answer (the server is unreachable). */
export type Answer = { status: number; body?: unknown } | 'drop';
/** An answer now, or later (a slow API the test releases when it wants). */
export type Handler = (call: Call) => Answer | Promise<Answer>;

/**
 * A real HTTP API on a loopback port for screen tests of every bundle; the page's origin is
 * pointed at it (build/jest-jsdom-environment.cjs), so the request layer talks to it as to the API.
 */
export async function startLocalApi(handler: Handler) {
  const calls: Call[] = [];
  const state = { handler };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', async () => {
      const call = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        body: raw ? JSON.parse(raw) : undefined,
      };
      calls.push(call);
      const answer = await state.handler(call);
      if (answer === 'drop') return void req.socket.destroy();
      res.writeHead(answer.status, { 'Content-Type': 'application/json' });
      res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  (globalThis as unknown as { reconfigureJsdom: (o: { url: string }) => void }).reconfigureJsdom({
    url: `${origin}/`,
  });
  return {
    calls,
    use: (next: Handler) => {
      state.handler = next;
      calls.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type LocalApi = Awaited<ReturnType<typeof startLocalApi>>;
