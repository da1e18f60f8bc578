// A remote's team redeploying alone: a copy of its workspace beside the original (so packages
// resolve the same way), edited by the test, then built with nothing else rebuilt.
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../../scripts/bundles.mjs';

// One copy per parallel worker: two specs (pwa-offline, shell-redeploy) copy mfe-marketing.
const copyDirOf = (workspace: string) =>
  path.join(repoRoot, `.redeploy-${workspace}-${process.env.TEST_PARALLEL_INDEX ?? 0}`);

/** Copies `workspace` (without node_modules and dist) to `.redeploy-<workspace>-<worker>`; returns it. */
export function copyRemote(workspace: string): string {
  const copyDir = copyDirOf(workspace);
  removeCopy(workspace);
  cpSync(path.join(repoRoot, workspace), copyDir, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|dist)$/.test(source),
  });
  return copyDir;
}

/** The production build of a copy, as its team's pipeline would run it; throws on failure. */
export function buildRemoteCopy(copyDir: string): string {
  const build = spawnSync('npx', ['rspack', 'build', '--mode', 'production'], {
    cwd: copyDir,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(build.stderr || build.stdout);
  return path.join(copyDir, 'dist');
}

export function removeCopy(workspace: string) {
  rmSync(copyDirOf(workspace), { recursive: true, force: true });
}

/** The team's edit: `from` becomes `to` in every source file below `dir`; answers how many changed. */
export function replaceInSources(dir: string, from: string, to: string): number {
  let count = 0;
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) count += replaceInSources(file, from, to);
    else if (/\.(ts|tsx)$/.test(entry) && !entry.includes('.test.')) {
      const text = readFileSync(file, 'utf8');
      if (text.includes(from)) {
        writeFileSync(file, text.split(from).join(to));
        count += 1;
      }
    }
  }
  return count;
}
