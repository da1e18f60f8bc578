// Static file serving for the shell and the remotes: entry files are never cached (a redeployed
// remote is picked up at once), content-hashed chunks are immutable (open tabs keep working).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};
const HASHED = /[.-][0-9a-f]{8,}\.(?:js|css|woff2|png|svg|webp|jpg)$/;

export function cacheControlFor(filePath) {
  return HASHED.test(path.basename(filePath)) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Resolves a URL path inside root; null when it escapes root or is not a file. */
export async function findFile(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0]);
  } catch {
    return null;
  }
  const filePath = path.join(root, path.normalize(decoded));
  if (!filePath.startsWith(path.resolve(root) + path.sep)) return null;
  try {
    const info = await stat(filePath);
    return info.isFile() ? { filePath, size: info.size } : null;
  } catch {
    return null;
  }
}

export function sendFile(req, res, { filePath, size }, extraHeaders = {}) {
  res.writeHead(200, {
    'Content-Type': TYPES[path.extname(filePath)] ?? 'application/octet-stream',
    'Content-Length': size,
    'Cache-Control': cacheControlFor(filePath),
    'X-Content-Type-Options': 'nosniff',
    ...extraHeaders,
  });
  if (req.method === 'HEAD') return void res.end();
  createReadStream(filePath).pipe(res);
}

export function sendHtml(req, res, html, extraHeaders = {}) {
  res.writeHead(200, {
    'Content-Type': TYPES['.html'],
    'Content-Length': Buffer.byteLength(html),
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    ...extraHeaders,
  });
  res.end(req.method === 'HEAD' ? undefined : html);
}

export function sendJson(res, status, body, extraHeaders = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-cache',
    ...extraHeaders,
  });
  res.end(text);
}
