// No Docker engine runs on our machines: this checks docker-compose.yml and its Dockerfiles
// statically instead (docker-build.test.mjs then builds two of the images without an engine).
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import semver from 'semver';
import { compose, parseCopy, readStages, root } from './dockerfile.mjs';

const services = compose.services;
const rootPackage = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
const REMOTES = ['mfe-marketing', 'mfe-onboarding', 'mfe-chat', 'mfe-billing', 'mfe-progress'];
const builds = Object.entries(services).filter(([, service]) => service.build);

test('has every part of the deployment', () => {
  for (const name of ['postgres', 'api', 'shell', ...REMOTES, 'e2e']) {
    assert.ok(services[name], `missing service ${name}`);
  }
});

test('every build names an existing Dockerfile that builds a real workspace', () => {
  for (const [name, { build }] of builds) {
    assert.ok(
      existsSync(path.join(root, build.context, build.dockerfile)),
      `${name}: no Dockerfile`,
    );
    for (const { steps } of readStages(build)) {
      for (const { op, text } of steps) {
        for (const [, workspace] of text.matchAll(/npm run build -w (\S+)/g)) {
          const dir = workspace.replace('@tm/', '');
          assert.ok(
            rootPackage.workspaces.includes(dir),
            `${name}: unknown workspace ${workspace}`,
          );
        }
        if (op !== 'COPY' || parseCopy(text).from) continue;
        for (const source of parseCopy(text).sources) {
          assert.ok(
            existsSync(path.join(root, build.context, source)),
            `${name}: ${source} missing`,
          );
        }
      }
    }
  }
});

// npm ci refuses our lock (docs/decisions.md), and a whole-context copy rebuilds every image on
// any change and ships every workspace's sources.
test('every image installs as README does and copies only the folders it names', () => {
  for (const [name, { build }] of builds) {
    for (const { steps } of readStages(build)) {
      for (const { op, text } of steps) {
        if (op === 'RUN') assert.doesNotMatch(text, /npm ci\b/, `${name}: npm ci refuses our lock`);
        if (op === 'COPY') {
          assert.ok(!parseCopy(text).sources.includes('.'), `${name}: copies the whole context`);
        }
      }
    }
  }
});

// A node:<major> tag is the newest release of that major, hence the check against <major>.999.
test('every Node base image satisfies the engines of every locked dependency', () => {
  const engines = Object.entries(lock.packages).filter(([, entry]) => entry.engines?.node);
  for (const [name, { build }] of builds) {
    for (const { image } of readStages(build)) {
      const tag = /^node:(\d+)/.exec(image)?.[1];
      if (!tag) continue;
      for (const [dependency, entry] of engines) {
        assert.ok(
          semver.satisfies(`${tag}.999.0`, entry.engines.node),
          `${name}: ${image} but ${dependency} needs Node ${entry.engines.node}`,
        );
      }
    }
  }
});

test('the four remotes share one Dockerfile, told apart by the WORKSPACE build arg', () => {
  const dockerfiles = new Set(REMOTES.map((remote) => services[remote].build.dockerfile));
  assert.equal(dockerfiles.size, 1);
  for (const remote of REMOTES) assert.equal(services[remote].build.args.WORKSPACE, remote);
});

test('published ports are unique and match what each image exposes', () => {
  const published = new Set();
  for (const [name, service] of Object.entries(services)) {
    for (const mapping of service.ports ?? []) {
      const [host, container] = String(mapping).split(':');
      assert.ok(!published.has(host), `${name}: host port ${host} used twice`);
      published.add(host);
      if (!service.build) continue;
      const text = readFileSync(
        path.join(root, service.build.context, service.build.dockerfile),
        'utf8',
      );
      assert.match(
        text,
        new RegExp(`EXPOSE ${container}\\b`),
        `${name}: does not expose ${container}`,
      );
    }
  }
});

// The gateway outlives the API as under `npm start`: a crashed container is started again.
test('every long-running service has a healthcheck and a restart policy; dependencies exist', () => {
  for (const [name, service] of Object.entries(services)) {
    if (name !== 'e2e') {
      assert.ok(service.healthcheck?.test, `${name}: no healthcheck`);
      assert.equal(service.restart, 'unless-stopped', `${name}: not restarted after a crash`);
    }
    for (const dependency of Object.keys(service.depends_on ?? {})) {
      assert.ok(services[dependency], `${name}: depends on unknown ${dependency}`);
    }
  }
});

test('the shell finds every remote at a service of the compose network', () => {
  for (const remote of REMOTES) {
    const key = `REMOTE_${remote.replace('mfe-', '').toUpperCase()}_URL`;
    const url = new URL(services.shell.environment[key]);
    assert.equal(url.hostname, remote);
    assert.equal(url.port, String(services[remote].ports[0]).split(':')[1]);
  }
});

test('the runner executes the same e2e suite as npm test', () => {
  assert.deepEqual(services.e2e.command, ['npm', 'run', 'test:e2e', '-w', '@tm/e2e']);
  assert.equal(rootPackage.scripts['test:e2e'], 'npm run test:e2e -w @tm/e2e');
  assert.ok(services.e2e.environment.E2E_BASE_URL.startsWith('http://shell:'));
});

test('the API runs as two instances on one PostgreSQL, both behind the gateway', () => {
  const upstreams = services.shell.environment.API_URL.split(',').map((url) => new URL(url));
  const instances = upstreams.map((url) => url.hostname);
  assert.ok(instances.length >= 2, 'the gateway should alternate between API instances');
  for (const name of instances) {
    const api = services[name];
    assert.ok(api, `API_URL names unknown service ${name}`);
    assert.deepEqual(api.build, services.api.build, `${name}: not the same API image`);
    assert.equal(api.environment.DATABASE_URL, services.api.environment.DATABASE_URL);
    assert.equal(api.environment.SESSION_SECRET, services.api.environment.SESSION_SECRET);
    assert.ok(services.shell.depends_on[name], `the gateway should wait for ${name}`);
  }
});
