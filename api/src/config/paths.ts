import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** `api/` (this file sits in api/src/config or api/dist/config). */
export const API_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const REPO_ROOT = path.resolve(API_ROOT, '..');
export const DATA_DIR = path.join(REPO_ROOT, '.data');
export const MIGRATIONS_DIR = path.join(API_ROOT, 'drizzle');
