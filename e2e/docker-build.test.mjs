// No Docker engine runs on our machines: this builds the API, shell and one remote image (the
// four remotes share their Dockerfile) as an engine would, with this machine's Node: the build
// context as .dockerignore leaves it, only the paths the COPY lines name, then the RUN lines, then
// the image must start. npm installs from the local cache first, as a warm build cache would.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { createRemoteServer } from '../shell/server/gateway.mjs';
import { listen } from './topology.mjs';
import { compose, dockerIgnores, parseCopy, readStages, root } from './dockerfile.mjs';

/** Runs one stage's COPY and RUN lines in a fresh folder standing for its WORKDIR. */
function buildStage(build, stage) {
  const workdir = mkdtempSync(path.join(os.tmpdir(), 'tm-image-'));
  const ignored = dockerIgnores(build.context);
  const context = path.join(root, build.context);
  for (const { op, text } of stage.steps) {
    if (op === 'WORKDIR') assert.equal(text, '/repo', 'the checks map WORKDIR /repo only');
    if (op === 'COPY') {
      const { sources, dest } = parseCopy(text);
      for (const source of sources) {
        const target = dest.endsWith('/')
          ? path.join(workdir, dest, source)
          : path.join(workdir, dest);
        cpSync(path.join(context, source), target, {
          recursive: true,
          filter: (from) => !ignored(path.relative(context, from).split(path.sep).join('/')),
        });
      }
    }
    if (op === 'RUN') {
      const run = spawnSync('sh', ['-c', text], {
        cwd: workdir,
        env: { ...process.env, npm_config_prefer_offline: 'true' },
        encoding: 'utf8',
      });
      assert.equal(run.status, 0, `RUN ${text} failed:\n${run.stdout}\n${run.stderr}`);
    }
  }
  return workdir;
}

async function freePort() {
  const probe = await listen(net.createServer(), 0, '127.0.0.1');
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Resolves once `url` answers 200 (the process may still be starting), with its body. */
async function answered(url, deadline = Date.now() + 60_000) {
  for (;;) {
    const res = await fetch(url).catch(() => null);
    if (res?.ok) return res.json();
    assert.ok(Date.now() < deadline, `${url} never answered`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Starts the image's CMD in its folder; `node` is this machine's Node. */
function startCommand(t, stage, workdir, env) {
  const [command, ...args] = JSON.parse(stage.steps.find(({ op }) => op === 'CMD').text);
  const child = spawn(command === 'node' ? process.execPath : command, args, {
    cwd: workdir,
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
  t.after(() => child.kill());
}

test('the API image builds from its own folders and answers /api/health', async (t) => {
  const { build, environment } = compose.services.api;
  const [stage] = readStages(build);
  const workdir = buildStage(build, stage);
  t.after(() => rmSync(workdir, { recursive: true, force: true }));

  // The compose environment, on a throwaway PGlite instead of the compose PostgreSQL.
  const env = { ...environment, API_HOST: '127.0.0.1', PGLITE_DIR: 'memory://' };
  delete env.DATABASE_URL;
  const port = await freePort();
  startCommand(t, stage, workdir, { ...env, API_PORT: String(port) });
  assert.deepEqual(await answered(`http://127.0.0.1:${port}/api/health`), {
    status: 'ok',
    database: 'up',
  });
});

test('the shell image builds from its own folders and answers its health check', async (t) => {
  const { build, environment } = compose.services.shell;
  const [stage] = readStages(build);
  const workdir = buildStage(build, stage);
  t.after(() => rmSync(workdir, { recursive: true, force: true }));

  const port = await freePort();
  startCommand(t, stage, workdir, { ...environment, HOST: '127.0.0.1', PORT: String(port) });
  const { remotes } = await answered(`http://127.0.0.1:${port}/remotes.json`);
  assert.equal(remotes.chat, environment.REMOTE_CHAT_URL);
});

test('a remote image builds from its own folders and serves its mf-manifest.json', async (t) => {
  const { build } = compose.services['mfe-marketing'];
  const [builder, server] = readStages(build);
  const workdir = buildStage(build, builder);
  t.after(() => rmSync(workdir, { recursive: true, force: true }));

  // nginx serves what the last stage copies from the build stage; a static server stands in.
  const copied = server.steps.map(({ op, text }) => op === 'COPY' && parseCopy(text));
  const { sources } = copied.find((copy) => copy?.from === builder.name);
  const dir = path.join(workdir, path.relative('/repo', sources[0]));
  const files = await listen(createRemoteServer({ dir }), 0, '127.0.0.1');
  t.after(() => files.close());
  const manifest = await answered(`http://127.0.0.1:${files.address().port}/mf-manifest.json`);
  assert.equal(manifest.name, 'marketing');
});
