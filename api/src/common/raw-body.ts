import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The exact bytes of a JSON body, kept only on the routes that verify a signature over them. */
    rawBody?: Buffer;
  }
}

/**
 * Fastify's own JSON parser (proto-poisoning safe, typed errors), plus the raw bytes for the
 * listed paths: a webhook signature is computed over the body exactly as sent.
 */
export function keepRawBodyFor(fastify: FastifyInstance, paths: string[]): void {
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const raw = body as Buffer;
    if (paths.includes(request.url.split('?')[0]!)) request.rawBody = raw;
    parseJson(request, raw.toString('utf8'), done);
  });
}
