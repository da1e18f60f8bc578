import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ApiConfig } from './config.js';
import { DATA_DIR } from './paths.js';

/**
 * Outside production a missing SESSION_SECRET is generated once and kept in `.data/session-secret`,
 * so sessions survive restarts on a fresh machine without any setup.
 */
export function resolveSessionSecret(
  config: ApiConfig,
  file = path.join(DATA_DIR, 'session-secret'),
): string {
  if (config.sessionSecret) return config.sessionSecret;
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  } catch {
    // First start: nothing stored yet.
  }
  const secret = randomBytes(32).toString('base64url');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
