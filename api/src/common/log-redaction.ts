import { TRIAL_ID_PATTERN } from '@tm/shared-contracts/contracts';
import type { FastifyRequest } from 'fastify';

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const TRIAL_ID = new RegExp(TRIAL_ID_PATTERN.source.replace(/^\^|\$$/g, ''), 'g');
/** Drizzle's failed-query errors list the values they wrote: names, e-mails, ids. */
const QUERY_PARAMS = /params: [\s\S]*/g;

/**
 * Every text the API logs goes through here (see `loggerOptions`): e-mail addresses and user ids
 * are replaced, so a log line never says who takes part in a diabetes programme. Names and health
 * text have no shape to recognise: no log line is ever built from them.
 */
export const redactText = (text: string): string =>
  text
    .replace(QUERY_PARAMS, 'params: [ocultos]')
    .replace(EMAIL, '[correo]')
    .replace(TRIAL_ID, '[usuario]');

/** A path segment that is a word of ours (`trial-status`), not a value someone sent. */
const ROUTE_WORD = /^[a-z-]*$/;

/**
 * The path a request line logs: the route's pattern (`/api/users/id/:userId`), or for a path no
 * route matched, the path with every segment that is not a plain word hidden. Never the query.
 */
export function loggedPath(request: FastifyRequest): string {
  const pattern = request.routeOptions?.url;
  if (pattern) return pattern;
  const path = request.url.split('?')[0] ?? '';
  return path
    .split('/')
    .map((segment) => (ROUTE_WORD.test(segment) ? segment : ':valor'))
    .join('/');
}

/** The error a log line carries, with its texts redacted (pino's own serializer keeps them raw). */
export function loggedError(error: Error) {
  return {
    type: error.name,
    message: redactText(error.message),
    stack: redactText(error.stack ?? ''),
  };
}
