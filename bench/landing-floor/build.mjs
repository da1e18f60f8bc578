// Builds entry.tsx (the landing as one non-federated bundle) with the bundles' own loaders and
// resolution, minified as their production builds are.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { bundleRules, resolveOptions } from '../../build/federation.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Builds into `outDir`, served under `publicPath`; resolves with the entry's file name. */
export function buildLandingFloor(outDir, publicPath) {
  const config = {
    mode: 'production',
    target: 'web',
    context: here,
    entry: { main: './entry.tsx' },
    output: {
      path: outDir,
      publicPath,
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      clean: true,
    },
    resolve: resolveOptions(['browser']),
    module: {
      rules: bundleRules(false),
    },
    devtool: false,
    performance: { hints: false },
  };
  return new Promise((resolve, reject) => {
    rspack(config).run((error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      const { entrypoints } = stats.toJson({ all: false, entrypoints: true });
      resolve(
        entrypoints.main.assets.map((asset) => asset.name).find((name) => name.endsWith('.js')),
      );
    });
  });
}
