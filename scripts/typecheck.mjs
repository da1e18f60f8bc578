// `npm run lint`'s type check: the workspaces whose tsconfig only extends the base and lists folders
// (contracts, shell, remotes) are checked as one program, since each of them alone re-checked the
// contracts and the React and styled-components types (7 programs: ~60 s of CPU, one: ~16 s); the
// others (the API's decorators, e2e's JS) run their own `typecheck`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot } from './bundles.mjs';

const readJson = (file) => JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8'));

function plainInclude(workspace) {
  const file = `${workspace}/tsconfig.json`;
  if (readJson(`${workspace}/package.json`).scripts?.typecheck !== 'tsc -p . --noEmit') return null;
  if (!existsSync(path.join(repoRoot, file))) return null;
  const { extends: base, include, ...rest } = readJson(file);
  const plain = base === '../tsconfig.base.json' && Object.keys(rest).length === 0;
  return plain && Array.isArray(include)
    ? include.map((dir) => path.join(repoRoot, workspace, dir))
    : null;
}

/** The commands of the type check: the shared program first, then one per other workspace. */
export function typecheckCommands() {
  const withScript = readJson('package.json').workspaces.filter(
    (workspace) => readJson(`${workspace}/package.json`).scripts?.typecheck,
  );
  const grouped = withScript.filter(plainInclude);
  const config = path.join(repoRoot, 'node_modules/.cache/tm-typecheck/tsconfig.json');
  mkdirSync(path.dirname(config), { recursive: true });
  writeFileSync(
    config,
    JSON.stringify({
      extends: path.join(repoRoot, 'tsconfig.base.json'),
      include: grouped.flatMap(plainInclude),
    }),
  );
  return [
    { name: 'tsc', workspaces: grouped, command: ['npx', 'tsc', '-p', config, '--noEmit'] },
    ...withScript
      .filter((workspace) => !grouped.includes(workspace))
      .map((workspace) => ({
        name: `tsc:${workspace}`,
        workspaces: [workspace],
        command: ['npm', 'run', 'typecheck', '-w', workspace],
      })),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const { workspaces, command } of typecheckCommands()) {
    console.log(`> tsc: ${workspaces.join(', ')}`);
    const [bin, ...args] = command;
    if (spawnSync(bin, args, { cwd: repoRoot, stdio: 'inherit' }).status !== 0) process.exit(1);
  }
}
