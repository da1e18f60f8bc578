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

/** A plain bundle (no federation) of the shell, written beside the app once the app is built. */
const plainBundle = ({ name, target, entry, filename, conditions }) => ({
  name,
  dependencies: ['shell'],
  mode: 'production',
  target,
  context: dir,
  entry,
  output: { path: path.join(dir, 'dist'), filename, clean: false },
  resolve: resolveOptions(conditions),
  module: {
    rules: [swcRule(false), { test: /shared-contracts[\\/]src[\\/]/, sideEffects: false }],
  },
  devtool: false,
  optimization: { minimize: true, splitChunks: false },
  performance: { hints: false },
});

/**
 * The service worker (issue 21): its own worker bundle at the root (/sw.js, not hashed, so its
 * scope is the whole site and the browser notices a new one), built after the app, whose
 * `output.clean` would otherwise remove it. Not in dev: a worker there would keep stale builds.
 */
const serviceWorker = plainBundle({
  name: 'service-worker',
  target: 'webworker',
  entry: { sw: './src/pwa/service-worker/sw.ts' },
  filename: '[name].js',
  conditions: ['worker', 'browser'],
});

/**
 * The prerendered landing's only script (src/boot/landing-boot.ts): without the federation
 * runtime, since it loads the app (main.js) later. The gateway names it in the landing's page.
 */
const landingBoot = plainBundle({
  name: 'landing-boot',
  target: 'web',
  entry: { 'landing-boot': './src/boot/landing-boot.ts' },
  filename: '[name].[contenthash:8].js',
  conditions: ['browser'],
});

export default (env, argv) => {
  const config = { name: 'shell', ...app(env, argv) };
  return argv.mode === 'development' ? config : [config, serviceWorker, landingBoot];
};
