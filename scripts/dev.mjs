// `npm run dev`: every bundle's dev server with hot reload and the API in watch mode. The shell's
// dev server is the page on PORT: it serves a remotes.json pointing at the remotes' dev servers
// and proxies /api to the API (shell/rspack.config.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { REMOTES, repoRoot } from './bundles.mjs';

const port = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? port + 100);

// The API runs the compiled contracts and its own build: compile both once before watching.
for (const workspace of ['shared-contracts', 'api']) {
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const children = [];
const run = (args, env = {}) => {
  const child = spawn('npm', args, {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  children.push(child);
};

run(['run', 'build', '-w', 'api', '--', '--watch']);
run(['run', 'dev', '-w', 'api'], { API_PORT: String(apiPort) });
run(['run', 'dev', '-w', 'shell', '--', '--port', String(port)], {
  API_URL: `http://127.0.0.1:${apiPort}`,
});
for (const { workspace } of Object.values(REMOTES)) run(['run', 'dev', '-w', workspace]);

console.log(`Desarrollo en http://localhost:${port} (API en :${apiPort})`);
const stop = () => {
  for (const child of children) child.kill('SIGINT');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
