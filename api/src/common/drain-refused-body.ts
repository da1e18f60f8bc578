import type { FastifyInstance } from 'fastify';

/**
 * Fastify refuses a body it will not read (over the limit, bad JSON) and closes the connection
 * while the client is still sending: the reset then reaches a proxy such as the gateway before it
 * reads the answer, and the person gets "server unavailable" instead of the 413. So the rest of a
 * refused body is read and discarded (Node's own keep-alive drain) and the connection stays open.
 */
export function drainRefusedBodies(fastify: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every answer, and a promise per answer costs.
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (!request.raw.complete && reply.getHeader('connection') === 'close') {
      reply.removeHeader('connection');
      request.raw.resume();
    }
    done(null, payload);
  });
}
