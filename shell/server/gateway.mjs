// The shell gateway: serves the shell, the runtime remotes manifest (/remotes.json), optionally the
// remotes themselves under /mfe/<name>/ (single-origin `npm start`), and proxies /api to the API.
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLandingPage } from './prerendered-landing.mjs';
import { createRouteTable } from './route-table.mjs';
import { pageSecurityHeaders } from './security-headers.mjs';
import { findFile, sendFile, sendHtml, sendJson } from './static-files.mjs';

// The remotes `npm start` serves itself (same origin, /mfe/<name>/); a deployment names any
// others, a new one included, by its own REMOTE_<NAME>_URL or REMOTES_JSON.
const DEFAULT_REMOTES = ['marketing', 'onboarding', 'chat', 'billing', 'progress'];
const API_UNAVAILABLE_MESSAGE =
  'El servidor no está disponible en este momento. Por favor intenta en unos minutos.';
const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '../..');

/**
 * Remote manifest URLs: REMOTES_JSON (whole object), else the default remotes at their
 * REMOTE_<NAME>_URL or same-origin /mfe/<name>/, plus every other REMOTE_<NAME>_URL set.
 */
export function remotesFromEnv(env = process.env) {
  if (env.REMOTES_JSON) return JSON.parse(env.REMOTES_JSON);
  const remotes = Object.fromEntries(
    DEFAULT_REMOTES.map((name) => [name, `/mfe/${name}/mf-manifest.json`]),
  );
  for (const [key, url] of Object.entries(env)) {
    const name = /^REMOTE_([A-Z][A-Z0-9_]*)_URL$/.exec(key)?.[1];
    if (name && url) remotes[name.toLowerCase()] = url;
  }
  return remotes;
}

/**
 * The API instances behind /api, taken in turn per request: every instance serves any request
 * (sessions, rate limits and idempotency live in the shared database).
 * @param {string | string[]} apiUrl one URL, a comma-separated list, or an array
 */
export function apiUpstreams(apiUrl) {
  const urls = (Array.isArray(apiUrl) ? apiUrl : apiUrl.split(','))
    .map((url) => url.trim())
    .filter(Boolean);
  let next = 0;
  return () => urls[next++ % urls.length];
}

function proxyToApi(apiUrl, req, res) {
  const target = new URL(req.url, apiUrl);
  const upstream = http.request(
    target,
    {
      method: req.method,
      // The browser's Host is kept: without Fetch Metadata (plain HTTP on a named host, older
      // Safari) the API's cross-site check compares Origin with it.
      headers: {
        ...req.headers,
        'x-forwarded-for': req.socket.remoteAddress ?? '',
        'x-forwarded-host': req.headers.host ?? '',
        'x-forwarded-proto': 'http',
      },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  // Only a failed connection gets here (the API's own answers, 4xx included, pass through above):
  // 503 with the message the screens show while `npm start` or compose restarts the API.
  upstream.on('error', () => {
    if (res.headersSent) return void res.destroy();
    sendJson(res, 503, { message: API_UNAVAILABLE_MESSAGE });
  });
  req.pipe(upstream);
}

/**
 * @param {{ shellDir?: string, apiUrl: string | string[], remotes?: Record<string,string>,
 *           remoteDirs?: Record<string,string>, routesTtlMs?: number }} options
 * `routesTtlMs`: how long the remotes' declared routes are kept before they are read again.
 */
export function createGateway({
  shellDir,
  apiUrl,
  remotes = remotesFromEnv(),
  remoteDirs = {},
  routesTtlMs,
}) {
  const root = shellDir ?? path.join(repoRoot, 'shell/dist');
  const landingPage = createLandingPage({
    shellDir: root,
    manifestUrl: remotes.marketing,
    remoteDir: remoteDirs.marketing,
  });
  const routeTable = createRouteTable({ remotes, remoteDirs, ttlMs: routesTtlMs });
  // Read at start, so the first page's /remotes.json does not wait for the remotes.
  void routeTable();
  const pageHeaders = pageSecurityHeaders(remotes);
  const nextApi = apiUpstreams(apiUrl);
  return http.createServer(async (req, res) => {
    const url = req.url ?? '/';
    if (url === '/api' || url.startsWith('/api/')) return proxyToApi(nextApi(), req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendJson(res, 405, { message: 'Método no permitido.' });
    }
    if (url.split('?')[0] === '/remotes.json') {
      return sendJson(res, 200, { remotes, ...(await routeTable()) });
    }
    const mount = /^\/mfe\/([a-z][a-z0-9_]*)(\/.*)$/.exec(url);
    if (mount) {
      const dir = remoteDirs[mount[1]];
      const file = dir && (await findFile(dir, mount[2]));
      return file
        ? sendFile(req, res, file)
        : sendJson(res, 404, { message: 'Archivo no encontrado.' });
    }
    if (url.split('?')[0] === '/') {
      const page = await landingPage();
      if (page) return sendHtml(req, res, page, pageHeaders);
    }
    const file = await findFile(root, url);
    if (file) return sendFile(req, res, file, file.filePath.endsWith('.html') ? pageHeaders : {});
    // Asset-looking paths that do not exist are real 404s; every other path is a screen of the SPA.
    if (/\.[a-z0-9]+$/i.test(url.split('?')[0])) {
      return sendJson(res, 404, { message: 'Archivo no encontrado.' });
    }
    const index = await findFile(root, '/index.html');
    if (!index) return sendJson(res, 503, { message: 'La aplicación aún no está compilada.' });
    sendFile(req, res, index, pageHeaders);
  });
}

/** A static server for one remote on its own origin, with CORS for the shell's origin(s). */
export function createRemoteServer({ dir, allowedOrigins = ['*'] }) {
  return http.createServer(async (req, res) => {
    const origin = req.headers.origin;
    const allow = allowedOrigins.includes('*') ? '*' : allowedOrigins.find((o) => o === origin);
    const cors = allow ? { 'Access-Control-Allow-Origin': allow, Vary: 'Origin' } : {};
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    const file = await findFile(dir, req.url === '/' ? '/index.html' : (req.url ?? '/'));
    if (!file) return sendJson(res, 404, { message: 'Archivo no encontrado.' }, cors);
    sendFile(req, res, file, cors);
  });
}

// CLI: `node shell/server/gateway.mjs` (gateway) or `node shell/server/gateway.mjs --remote <dir>`.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '0.0.0.0';
  const remoteDirArg = process.argv.indexOf('--remote');
  const server =
    remoteDirArg > 0
      ? createRemoteServer({
          dir: path.resolve(process.argv[remoteDirArg + 1]),
          allowedOrigins: (process.env.CORS_ORIGINS ?? '*').split(','),
        })
      : createGateway({
          apiUrl: process.env.API_URL ?? 'http://127.0.0.1:3100',
          shellDir: process.env.SHELL_DIR,
        });
  server.listen(port, host, () => console.log(JSON.stringify({ msg: 'listening', port, host })));
}
