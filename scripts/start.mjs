// `npm start`: builds what is missing, then serves the whole product on one origin
// (shell, remotes under /mfe/<name>/, API under /api) with the embedded defaults; the API is
// restarted whenever it dies.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { createGateway } from '../shell/server/gateway.mjs';
import { missingBuilds, remoteDirs, repoRoot } from './bundles.mjs';
import { supervise } from './supervise.mjs';

const port = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? port + 100);

for (const { workspace } of missingBuilds()) {
  console.log(`Compilando ${workspace}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error(`No se pudo compilar ${workspace}.`);
    process.exit(1);
  }
}

// The gateway outlives the API: while the API restarts, pages load and /api answers 503.
const api = supervise({
  name: 'La API',
  start: () =>
    spawn(process.execPath, [path.join(repoRoot, 'api/dist/main.js')], {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, API_PORT: String(apiPort), API_HOST: '127.0.0.1' },
    }),
});

const gateway = createGateway({ apiUrl: `http://127.0.0.1:${apiPort}`, remoteDirs: remoteDirs() });
gateway.listen(port, () => console.log(`Programa funcionando en http://localhost:${port}`));

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    api.stop(signal);
    gateway.close();
    process.exit(0);
  });
}
