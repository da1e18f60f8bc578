#!/usr/bin/env node
// Build-time prerender: compiles a bundle's `src/prerender.tsx` for Node with the bundle's own
// loaders, calls its `render()` and writes `dist/prerender/<name>.json` ({ styles, html }). The
// gateway puts that HTML into the page for `/`, so the landing paints before any JS has run.
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { fontRule, resolveOptions, swcRule } from './federation.mjs';

function compile(config) {
  return new Promise((resolve, reject) => {
    rspack(config).run((error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve();
    });
  });
}

/** @param {{ dir: string, name: string, entry?: string }} options */
export async function prerender({ dir, name, entry = './src/prerender.tsx' }) {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'tm-prerender-'));
  try {
    await compile({
      mode: 'production',
      target: 'node',
      context: dir,
      entry: { prerender: entry },
      // Asset URLs as the shell's page has them (its publicPath is '/'), the files its build emits.
      output: {
        path: outDir,
        filename: 'prerender.cjs',
        library: { type: 'commonjs2' },
        publicPath: '/',
      },
      resolve: resolveOptions(['node']),
      module: { rules: [swcRule(false), fontRule(false)] },
      optimization: { minimize: false },
      devtool: false,
    });
    const { render } = createRequire(import.meta.url)(path.join(outDir, 'prerender.cjs'));
    const result = await render();
    const target = path.join(dir, 'dist/prerender');
    mkdirSync(target, { recursive: true });
    writeFileSync(path.join(target, `${name}.json`), JSON.stringify(result));
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

// CLI, from a bundle's folder: `tm-prerender <name>` (this package's bin, a symlink: compare real paths).
if (process.argv[1] && realpathSync(process.argv[1]) === new URL(import.meta.url).pathname) {
  await prerender({ dir: process.cwd(), name: process.argv[2] ?? 'index' });
}
