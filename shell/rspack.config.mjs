import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { federatedConfig } from '../build/federation.mjs';
import { REMOTES } from '../scripts/bundles.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

// Standalone `npm run dev -w @tm/shell`: remotes from their dev servers, /api from the local API.
const devRemotes = Object.fromEntries(
  Object.entries(REMOTES).map(([name, { devPort }]) => [
    name,
    `http://localhost:${devPort}/mf-manifest.json`,
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
