// The one Rspack + Module Federation config factory every bundle calls (shell and remotes), so
// shared singletons, loaders and size levers stay identical across independently deployed bundles.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const requireFromRoot = createRequire(path.join(repoRoot, 'package.json'));

/** Libraries that must exist once per page: two Reacts, routers or QueryClients break the app. */
const SINGLETONS = {
  react: 'react',
  'react-dom': 'react-dom',
  // Trailing slash shares every subpath (react-dom/client), otherwise bundled a second time.
  'react-dom/': 'react-dom',
  'react/jsx-runtime': 'react',
  // The router through its one entry point, so only the parts of react-router in use ship.
  '@tm/shared-contracts/router': '@tm/shared-contracts',
  '@tanstack/react-query': '@tanstack/react-query',
  '@tanstack/query-core': '@tanstack/query-core',
  'styled-components': 'styled-components',
};

/** The version installed at the workspace root (what actually ships). */
function installedVersion(pkg) {
  const manifest = requireFromRoot.resolve(`${pkg}/package.json`, { paths: [repoRoot] });
  return JSON.parse(readFileSync(manifest, 'utf8')).version;
}

/** Shared config from the installed versions; every bundle asks for the same major (^x.0.0). */
export function sharedSingletons() {
  return Object.fromEntries(
    Object.entries(SINGLETONS).map(([key, pkg]) => {
      const version = installedVersion(pkg);
      return [
        key,
        {
          singleton: true,
          version,
          requiredVersion: `^${version.split('.')[0]}.0.0`,
          packageName: pkg,
        },
      ];
    }),
  );
}

/** How every bundle resolves: `.js` imports of `.ts` files, `source` first for @tm/shared-contracts. */
export const resolveOptions = (conditions) => ({
  extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
  conditionNames: ['source', ...conditions, 'import', 'module', 'default'],
});

/**
 * Font files (the shared UI's body font): emitted beside the chunks, content-hashed so the gateway
 * serves them as immutable. `emit: false` where only the URL is needed (the prerender).
 */
export const fontRule = (emit = true) => ({
  test: /\.woff2$/,
  type: 'asset/resource',
  generator: { filename: 'fonts/[name].[contenthash:8][ext]', emit },
});

export const swcRule = (isDev) => ({
  test: /\.(ts|tsx|js|jsx)$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development: isDev } },
      target: 'es2022',
    },
  },
  type: 'javascript/auto',
});

/**
 * @param {object} options
 * @param {string} options.dir        the bundle folder (import.meta.dirname of its rspack.config.mjs)
 * @param {string} options.name       MF container name ('shell', 'marketing', …)
 * @param {number} options.port       dev server port
 * @param {Record<string,string>} [options.exposes]  remotes only
 * @param {string[]} [options.runtimePlugins]        shell only (absolute paths)
 * @param {object} [options.devServer]    merged into the dev server options
 */
/** The loaders every bundle is built with (and the landing-floor bench, to compare like with like). */
export const bundleRules = (isDev) => [
  swcRule(isDev),
  fontRule(),
  // shared-contracts is ESM without top-level effects; lets unused contracts drop out.
  { test: /shared-contracts[\\/]src[\\/]/, sideEffects: false },
];

export function federatedConfig({ dir, name, port, exposes, runtimePlugins = [], devServer }) {
  const isShell = !exposes;
  return (_env, argv) => {
    const isDev = argv.mode === 'development';
    const hashed = isDev ? '[name].js' : '[name].[contenthash:8].js';
    return {
      mode: isDev ? 'development' : 'production',
      context: dir,
      // Only the shell has a page; a remote is just its container (remoteEntry.js), whose async
      // get() already is the boundary before shared modules are used.
      entry: isShell ? { main: './src/index.ts' } : {},
      devtool: isDev ? 'eval-cheap-module-source-map' : false,
      output: {
        path: path.join(dir, 'dist'),
        // Remotes resolve chunks from wherever they are served; the shell's page is served for
        // every deep path (/onboarding/…), so its script tags must be root-absolute.
        publicPath: isShell ? '/' : 'auto',
        uniqueName: name,
        filename: hashed,
        chunkFilename: hashed,
        crossOriginLoading: 'anonymous',
        clean: true,
      },
      resolve: resolveOptions(['browser']),
      module: {
        rules: bundleRules(isDev),
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(isShell ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
          runtimePlugins,
          shared: sharedSingletons(),
          // version-first would fetch every remote at start: one dead remote could hang the shell.
          shareStrategy: 'loaded-first',
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          experiments: {
            // Remotes reuse the shell's MF runtime instead of shipping their own copy (~20 KB gzip).
            ...(isShell ? { provideExternalRuntime: true } : { externalRuntime: true }),
            optimization: { target: 'web' },
          },
        }),
        isShell &&
          new rspack.HtmlRspackPlugin({ template: path.join(dir, 'index.html'), minify: !isDev }),
        // V8's compile hint: every function of the entry (mostly the federation runtime) runs at
        // load, so Chrome compiles them while streaming the file, off the main thread, instead of
        // one by one on first call. Only the entry: on the libraries it made the boot slower.
        isShell &&
          new rspack.BannerPlugin({
            banner: '//# allFunctionsCalledOnLoad',
            raw: true,
            entryOnly: true,
            test: /^main\./,
            stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
          }),
        isShell && new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(dir, 'public') }] }),
        // A remote's pages ship with it, beside mf-manifest.json: the gateway reads them into
        // /remotes.json, so a new page needs no shell build (docs/architecture.md).
        !isShell &&
          new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(dir, 'src/routes.json') }] }),
      ].filter(Boolean),
      optimization: { minimize: !isDev },
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: isShell,
        // Remotes are fetched cross-origin by the shell's page.
        headers: isShell ? {} : { 'Access-Control-Allow-Origin': '*' },
        ...devServer,
      },
    };
  };
}
