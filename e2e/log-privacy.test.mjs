// After the Playwright suite: the API's log of the whole run (every request and e-mail line, at
// level info; see API_LOG_FILE in topology.mjs) holds no e-mail address, no name the suite typed
// and no trial user id. Skipped when the suite ran against an external deployment.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const logFile = path.join(here, '.logs/api.log');
const external = Boolean(process.env.E2E_BASE_URL);

/** Every `nombre: '…'` the specs type, and the helpers' default person. */
function namesTheSuiteUsed() {
  const sources = [
    ...readdirSync(path.join(here, 'tests')).map((f) => path.join(here, 'tests', f)),
    ...readdirSync(path.join(here, 'tests/support')).map((f) =>
      path.join(here, 'tests/support', f),
    ),
  ].filter((file) => file.endsWith('.ts'));
  const names = new Set();
  for (const file of sources)
    for (const [, name] of readFileSync(file, 'utf8').matchAll(/nombre:\s*'([^']{3,})'/g))
      names.add(name);
  return [...names];
}

test('the e2e run logged no e-mail, name or trial id', { skip: external }, () => {
  assert.ok(existsSync(logFile), `no API log at ${logFile}: did the e2e suite run?`);
  const log = readFileSync(logFile, 'utf8');
  const lines = log.split('\n').filter(Boolean);
  // Not vacuous: the whole suite's requests are in it.
  assert.ok(lines.filter((line) => line.includes('/api/')).length > 200, 'too few request lines');
  const emails = log.match(/[\w.+-]+@[\w-]+\.[\w.]+/g) ?? [];
  assert.deepEqual([...new Set(emails)], [], 'e-mail addresses in the log');
  const names = namesTheSuiteUsed();
  assert.ok(names.length >= 3, 'the specs name their people');
  assert.deepEqual(
    names.filter((name) => log.includes(name)),
    [],
    'names in the log',
  );
  const trialIds = log.match(/\btrial_[A-Za-z0-9_-]{6,}/g) ?? [];
  assert.deepEqual([...new Set(trialIds)].slice(0, 5), [], 'trial user ids in the log');
});
