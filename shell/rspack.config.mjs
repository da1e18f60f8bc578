import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { federatedConfig, resolveOptions, swcRule } from '@tm/build/federation';
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

const app = federatedConfig({
  dir,
  name: 'shell',
  port: 3000,
  runtimePlugins: [
    path.join(dir, 'src/federation/remote-fallback-plugin.ts'),
    path.join(dir, 'src/federation/cors-scripts-plugin.ts'),
  ],
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

/**
 * The service worker (issue 21): its own worker bundle at the root (/sw.js, not hashed, so its
 * scope is the whole site and the browser notices a new one), built after the app, whose
 * `output.clean` would otherwise remove it. Not in dev: a worker there would keep stale builds.
 */
const serviceWorker = {
  name: 'service-worker',
  dependencies: ['shell'],
  mode: 'production',
  target: 'webworker',
  context: dir,
  entry: { sw: './src/pwa/service-worker/sw.ts' },
  output: { path: path.join(dir, 'dist'), filename: '[name].js', clean: false },
  resolve: resolveOptions(['worker', 'browser']),
  module: {
    rules: [swcRule(false), { test: /shared-contracts[\\/]src[\\/]/, sideEffects: false }],
  },
  devtool: false,
  optimization: { minimize: true, splitChunks: false },
  performance: { hints: false },
};

export default (env, argv) => {
  const config = { name: 'shell', ...app(env, argv) };
  return argv.mode === 'development' ? config : [config, serviceWorker];
};
