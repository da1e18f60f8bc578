// No Docker engine runs on our machines: this checks docker-compose.yml statically instead.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const compose = parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), { merge: true });
const services = compose.services;
const rootPackage = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const REMOTES = ['mfe-marketing', 'mfe-onboarding', 'mfe-chat', 'mfe-billing'];

test('has every part of the deployment', () => {
  for (const name of ['postgres', 'api', 'shell', ...REMOTES, 'e2e']) {
    assert.ok(services[name], `missing service ${name}`);
  }
});

test('every build names an existing context and Dockerfile that builds a real workspace', () => {
  for (const [name, service] of Object.entries(services)) {
    if (!service.build) continue;
    const context = path.resolve(root, service.build.context);
    const dockerfile = path.join(context, service.build.dockerfile);
    assert.ok(existsSync(dockerfile), `${name}: ${dockerfile} missing`);
    const text = readFileSync(dockerfile, 'utf8');
    for (const [, workspace] of text.matchAll(/npm run build -w (\S+)/g)) {
      const dir = workspace.replace('@tm/', '');
      assert.ok(rootPackage.workspaces.includes(dir), `${name}: unknown workspace ${workspace}`);
    }
    for (const [, from] of text.matchAll(/COPY (?:--from=\w+ \/repo\/)?(\S+) \//g)) {
      if (from === '.') continue;
      assert.ok(existsSync(path.join(context, from.split('/')[0])), `${name}: ${from} missing`);
    }
  }
});

test('published ports are unique and match what each image exposes', () => {
  const published = new Set();
  for (const [name, service] of Object.entries(services)) {
    for (const mapping of service.ports ?? []) {
      const [host, container] = String(mapping).split(':');
      assert.ok(!published.has(host), `${name}: host port ${host} used twice`);
      published.add(host);
      if (!service.build) continue;
      const text = readFileSync(path.join(root, service.build.dockerfile), 'utf8');
      assert.match(
        text,
        new RegExp(`EXPOSE ${container}\\b`),
        `${name}: does not expose ${container}`,
      );
    }
  }
});

test('every long-running service has a healthcheck and dependencies exist', () => {
  for (const [name, service] of Object.entries(services)) {
    if (name !== 'e2e') assert.ok(service.healthcheck?.test, `${name}: no healthcheck`);
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
