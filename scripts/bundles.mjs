// What `npm start` and `npm run dev` run, and how each part tells it is built.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const REMOTES = {
  marketing: { workspace: 'mfe-marketing', devPort: 3001 },
  onboarding: { workspace: 'mfe-onboarding', devPort: 3002 },
  chat: { workspace: 'mfe-chat', devPort: 3003 },
  billing: { workspace: 'mfe-billing', devPort: 3004 },
  progress: { workspace: 'mfe-progress', devPort: 3005 },
};

/** Build order matters: the API runs the compiled shared contracts. */
export const BUILDS = [
  { workspace: 'shared-contracts', output: 'shared-contracts/dist/index.js' },
  { workspace: 'api', output: 'api/dist/main.js' },
  { workspace: 'shell', output: 'shell/dist/index.html' },
  ...Object.values(REMOTES).map(({ workspace }) => ({
    workspace,
    output: `${workspace}/dist/mf-manifest.json`,
  })),
];

export const missingBuilds = () =>
  BUILDS.filter(({ output }) => !existsSync(path.join(repoRoot, output)));

export const remoteDirs = () =>
  Object.fromEntries(
    Object.entries(REMOTES).map(([name, { workspace }]) => [
      name,
      path.join(repoRoot, workspace, 'dist'),
    ]),
  );
