import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A secret kept in a file under .data/: read when it is there, otherwise `generate`d once.
 * Written aside and linked into place (never half-written, never replaced), so two instances
 * starting together end up with the same secret.
 */
export function storedSecret(
  file: string,
  generate: () => string,
  isValid: (stored: string) => boolean,
): string {
  const stored = readStored(file, isValid);
  if (stored) return stored;
  mkdirSync(path.dirname(file), { recursive: true });
  const aside = `${file}.${process.pid}.tmp`;
  writeFileSync(aside, `${generate()}\n`, { mode: 0o600 });
  try {
    linkSync(aside, file);
  } catch (error) {
    // Another process linked its secret first: everyone uses that one.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(aside, { force: true });
  }
  const linked = readStored(file, isValid);
  if (linked) return linked;
  throw new Error(`${file} no contiene un secreto válido: bórralo para generar otro.`);
}

function readStored(file: string, isValid: (stored: string) => boolean): string | null {
  try {
    const text = readFileSync(file, 'utf8').trim();
    return isValid(text) ? text : null;
  } catch {
    return null; // First start: nothing stored yet.
  }
}
