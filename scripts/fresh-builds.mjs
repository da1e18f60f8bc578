// Builds each part whose sources changed since it was last built here, and nothing else: `npm test`
// builds once and the e2e topology, the API suites and the benches reuse those builds.
// `node scripts/fresh-builds.mjs [workspace…]` (default: every part, in BUILDS order).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILDS, repoRoot } from './bundles.mjs';

const STAMPS = path.join(repoRoot, 'node_modules/.cache/tm-builds');
const SKIP = new Set(['node_modules', 'dist', 'test-results', 'coverage', '.data', '.logs']);
// What every build reads besides its own folder: the contracts, the build tooling, the locked deps.
const SHARED = [
  'shared-contracts',
  'build',
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
];

function hashTree(hash, relative) {
  const full = path.join(repoRoot, relative);
  if (!existsSync(full)) return;
  if (statSync(full).isDirectory()) {
    for (const entry of readdirSync(full).sort())
      if (!SKIP.has(entry)) hashTree(hash, path.join(relative, entry));
  } else hash.update(`${relative}\0`).update(readFileSync(full)).update('\0');
}

/** The part's sources, and the time of the output its last build here wrote. */
function stampOf({ workspace, output }) {
  const hash = createHash('sha256');
  for (const input of [workspace, ...SHARED]) hashTree(hash, input);
  const outputFile = path.join(repoRoot, output);
  // An output rewritten since (`npm run build` of other sources, say) no longer matches the stamp.
  const built = existsSync(outputFile) ? statSync(outputFile).mtimeMs : 'missing';
  return { sources: hash.digest('hex'), built };
}

const stampFile = (workspace) => path.join(STAMPS, `${workspace}.json`);

function isFresh(part) {
  if (!existsSync(stampFile(part.workspace))) return false;
  const saved = JSON.parse(readFileSync(stampFile(part.workspace), 'utf8'));
  const now = stampOf(part);
  return saved.sources === now.sources && saved.built === now.built;
}

/** Builds the stale ones among `workspaces` (all parts by default); throws on a failed build. */
export function buildStale(workspaces = BUILDS.map((part) => part.workspace), stdio = 'inherit') {
  const parts = BUILDS.filter((part) => workspaces.includes(part.workspace));
  for (const part of parts) {
    if (isFresh(part)) continue;
    const sources = stampOf(part).sources; // before building: an edit meanwhile stays stale
    const result = spawnSync('npm', ['run', 'build', '-w', part.workspace], {
      cwd: repoRoot,
      stdio,
    });
    if (result.status !== 0) throw new Error(`No se pudo compilar ${part.workspace}.`);
    mkdirSync(STAMPS, { recursive: true });
    writeFileSync(stampFile(part.workspace), JSON.stringify({ ...stampOf(part), sources }));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const asked = process.argv.slice(2);
  try {
    buildStale(asked.length > 0 ? asked : undefined);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
