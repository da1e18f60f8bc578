// A local OpenAI-compatible chat-completions server for the LLM adapters' tests.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Reply = (response: ServerResponse) => void;

/** One request as the adapter sent it. */
export interface LlmCall {
  path: string;
  headers: IncomingMessage['headers'];
  body: { messages: { content: string }[] } & Record<string, unknown>;
}

/** A 200 answer whose first choice says `content`. */
export const completion =
  (content: string): Reply =>
  (response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
  };

/** Listens on loopback; `handle` records the call and answers it. `baseUrl` ends in /v1. */
export async function startFakeLlm(handle: (call: LlmCall, response: ServerResponse) => void) {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () =>
      handle(
        { path: request.url ?? '', headers: request.headers, body: JSON.parse(body) },
        response,
      ),
    );
  });
  // Idle sockets stay open: when a test blocks the event loop for seconds (the triage reader's
  // first build), the server's keep-alive timer and fetch's reuse of the socket fire together and
  // the request fails ("fetch failed"). fetch closes its idle sockets itself.
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
