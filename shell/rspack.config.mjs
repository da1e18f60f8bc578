import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { federatedConfig } from '../build/federation.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));
const DEV_REMOTE_PORTS = { marketing: 3001, onboarding: 3002, chat: 3003, billing: 3004 };

// Standalone `npm run dev -w @tm/shell`: remotes from their dev servers, /api from the local API.
const devRemotes = Object.fromEntries(
  Object.entries(DEV_REMOTE_PORTS).map(([name, port]) => [
    name,
    `http://localhost:${port}/mf-manifest.json`,
  ]),
);

export default federatedConfig({
  dir,
  name: 'shell',
  port: 3000,
  runtimePlugins: [path.join(dir, 'src/federation/remote-fallback-plugin.ts')],
  devServer: {
    proxy: [{ context: ['/api'], target: process.env.API_URL ?? 'http://127.0.0.1:3100' }],
    setupMiddlewares: (middlewares) => [
      {
        name: 'dev-remotes-manifest',
        path: '/remotes.json',
        middleware: (_req, res) => {
          res.setHeader('Content-Type', 'application/json');
          res.end(JSON.stringify({ remotes: devRemotes }));
        },
      },
      ...middlewares,
    ],
  },
});
