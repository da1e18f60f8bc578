/** SQLSTATE classes and socket codes that mean "the database is not reachable right now". */
const UNAVAILABLE_SQLSTATE = /^(08|57P0[1-3]|53300)/;
const UNAVAILABLE_SOCKET = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
]);
const UNAVAILABLE_TEXT =
  /PGlite is closed|Connection terminated|Client has encountered a connection error/i;

/**
 * Whether a failure is the database being away (restart, failover, closed) rather than a bug:
 * those answer 503 and heal by themselves. Drizzle wraps driver errors, so causes are followed.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (
      typeof code === 'string' &&
      (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SOCKET.has(code))
    ) {
      return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_TEXT.test(message)) return true;
    current = cause;
  }
  return false;
}
