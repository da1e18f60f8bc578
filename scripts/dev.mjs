// `npm run dev`: every bundle's dev server with hot reload, the API in watch mode, and a gateway
// on PORT whose remotes.json points at the remotes' dev servers.
import { spawn } from 'node:child_process';
import { createGateway } from '../shell/server/gateway.mjs';
import { REMOTES, repoRoot } from './bundles.mjs';

const port = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? port + 100);
const shellDevPort = port + 10;

const children = [];
const run = (args, env = {}) => {
  const child = spawn('npm', args, {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  children.push(child);
};

run(['run', 'build', '-w', 'shared-contracts']);
run(['run', 'build', '-w', 'api', '--', '--watch']);
run(['run', 'dev', '-w', 'api'], { API_PORT: String(apiPort) });
run(['run', 'dev', '-w', 'shell', '--', '--port', String(shellDevPort)]);
for (const { workspace } of Object.values(REMOTES)) run(['run', 'dev', '-w', workspace]);

// The shell's dev server serves the page; the gateway in front adds /api and the dev remotes.
const remotes = Object.fromEntries(
  Object.entries(REMOTES).map(([name, { devPort }]) => [
    name,
    `http://localhost:${devPort}/mf-manifest.json`,
  ]),
);
const gateway = createGateway({ apiUrl: `http://127.0.0.1:${apiPort}`, remotes });
gateway.listen(port, () =>
  console.log(`Desarrollo en http://localhost:${port} (shell en :${shellDevPort})`),
);

process.on('SIGINT', () => {
  for (const child of children) child.kill('SIGINT');
  process.exit(0);
});
