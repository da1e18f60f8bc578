import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { ApiConfig } from './config.js';
import { DATA_DIR } from './paths.js';
import { storedSecret } from './stored-secret.js';

/**
 * Outside production a missing SESSION_SECRET is generated once and kept in `.data/session-secret`,
 * so sessions survive restarts on a fresh machine without any setup.
 */
export function resolveSessionSecret(
  config: ApiConfig,
  file = path.join(DATA_DIR, 'session-secret'),
): string {
  return (
    config.sessionSecret ??
    storedSecret(
      file,
      () => randomBytes(32).toString('base64url'),
      (stored) => stored.length >= 32,
    )
  );
}
