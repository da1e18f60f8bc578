// Issue 21: the web app manifest is served with its own type (installability checks it), and the
// service worker's script is never cached by HTTP, so a new one is noticed on the next load.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { findFile, sendFile } from './static-files.mjs';

async function served(name, text) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tm-static-'));
  writeFileSync(path.join(dir, name), text);
  const server = http.createServer(async (req, res) =>
    sendFile(req, res, await findFile(dir, req.url)),
  );
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const answer = await fetch(`http://127.0.0.1:${server.address().port}/${name}`);
    return { type: answer.headers.get('content-type'), cache: answer.headers.get('cache-control') };
  } finally {
    server.close();
  }
}

test('the web app manifest is application/manifest+json', async () => {
  const { type } = await served('manifest.webmanifest', '{}');
  assert.equal(type, 'application/manifest+json; charset=utf-8');
});

test('the service worker script is JavaScript and revalidated on every load', async () => {
  assert.deepEqual(await served('sw.js', ''), {
    type: 'text/javascript; charset=utf-8',
    cache: 'no-cache',
  });
});
