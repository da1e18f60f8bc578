import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  type DataKey,
  formatDataKeys,
  generateDataKey,
  parseDataKeys,
} from '../common/crypto/field-cipher.js';
import type { ApiConfig } from './config.js';
import { DATA_DIR } from './paths.js';

/**
 * Outside production a missing DATA_ENCRYPTION_KEYS is generated once and kept in
 * `.data/data-encryption-keys` (same syntax as the variable), so a fresh machine starts and
 * restarts read what they wrote. Written aside and linked into place (never half-written, never
 * replaced), so two instances starting together end up with the same key.
 */
export function resolveDataKeys(
  config: ApiConfig,
  file = path.join(DATA_DIR, 'data-encryption-keys'),
): DataKey[] {
  if (config.dataKeys) return config.dataKeys;
  const stored = readStored(file);
  if (stored) return stored;
  mkdirSync(path.dirname(file), { recursive: true });
  const aside = `${file}.${process.pid}.tmp`;
  writeFileSync(aside, `${formatDataKeys([generateDataKey()])}\n`, { mode: 0o600 });
  try {
    linkSync(aside, file);
  } catch (error) {
    // Another process linked its key first: everyone uses that one.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(aside, { force: true });
  }
  const linked = readStored(file);
  if (linked) return linked;
  throw new Error(`${file} no contiene claves: bórralo o define DATA_ENCRYPTION_KEYS.`);
}

function readStored(file: string): DataKey[] | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch {
    return null; // First start: nothing stored yet.
  }
  if (text === '') return null;
  const { keys, problems } = parseDataKeys(text);
  if (problems.length > 0) {
    throw new Error(`${file} no es válido: ${problems.join(' ')}`);
  }
  return keys;
}
