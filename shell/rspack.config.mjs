import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { federatedConfig } from '@tm/build/federation';
import { REMOTES } from '../scripts/bundles.mjs';
import { createRouteTable } from './server/route-table.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

// Standalone `npm run dev -w @tm/shell`: remotes from their dev servers, /api from the local API.
const devRemotes = Object.fromEntries(
  Object.entries(REMOTES).map(([name, { devPort }]) => [
    name,
    `http://localhost:${devPort}/mf-manifest.json`,
  ]),
);
// Read from the dev servers on every request: a page added in a remote shows up on reload.
const devRouteTable = createRouteTable({ remotes: devRemotes, ttlMs: 0 });

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
        middleware: async (_req, res) => {
          res.setHeader('Content-Type', 'application/json');
          res.end(JSON.stringify({ remotes: devRemotes, ...(await devRouteTable()) }));
        },
      },
      ...middlewares,
    ],
  },
});
