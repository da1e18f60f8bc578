// The territories rule through the repository's own ESLint config: imports that cross a team's
// border fail the lint, the ones the rule leaves open pass.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: repoRoot });

/** The territories messages for `code` as if it were the file `file` (relative to the root). */
async function territoryErrors(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return result.messages.filter((m) => m.ruleId === 'territories/imports').map((m) => m.message);
}

test('an import from one bundle into another fails', async () => {
  const [error] = await territoryErrors(
    'mfe-chat/src/features/modulo-1/x.ts',
    "import { screens } from '../../../../mfe-billing/src/routes.js';\nexport { screens };\n",
  );
  assert.match(error, /mfe-billing: otro territorio/);
  assert.equal(
    (await territoryErrors('mfe-chat/src/x.ts', "export * from '@tm/mfe-billing';\n")).length,
    1,
  );
});

test('an import between two features of a bundle fails; through src/shared it passes', async () => {
  const [error] = await territoryErrors(
    'mfe-onboarding/src/features/mes1/x.ts',
    "export { loggedDays } from '../registro/registro-log.js';\n",
  );
  assert.match(error, /feature registro: mueve lo que compartan a src\/shared\//);
  const allowed = [
    "export { loggedDays } from '../../shared/registro-log.js';",
    "export { Mes1Screen } from './mes1-screen.js';",
    "export { ROUTES } from '@tm/shared-contracts';",
  ];
  for (const code of allowed) {
    assert.deepEqual(await territoryErrors('mfe-onboarding/src/features/mes1/x.ts', code), []);
  }
});

test('the core of shared-contracts never imports its UI part', async () => {
  const core = 'shared-contracts/src/x.ts';
  assert.equal((await territoryErrors(core, "export { theme } from './ui/theme.js';")).length, 1);
  assert.equal((await territoryErrors(core, "export * from '@tm/shared-contracts/ui';")).length, 1);
  assert.equal((await territoryErrors(core, "export { lazy } from 'react';")).length, 1);
  assert.deepEqual(
    await territoryErrors('shared-contracts/src/ui/x.ts', "export * from '../routes.js';"),
    [],
  );
});

test('build/ is reached by its package name, not by a path', async () => {
  const [error] = await territoryErrors(
    'shell/src/app/x.test.ts',
    "export { startLocalApi } from '../../../build/local-api.js';\n",
  );
  assert.match(error, /build: otro territorio/);
});

test('every remote is a territory, the newest too (mfe-progress)', async () => {
  const [error] = await territoryErrors(
    'mfe-progress/src/features/a/x.ts',
    "export * from '../b/y.js';\n",
  );
  assert.match(error, /feature b/);
  const [bundle] = await territoryErrors(
    'mfe-progress/src/x.ts',
    "export * from '../../mfe-chat/src/routes.js';\n",
  );
  assert.match(bundle, /mfe-chat: otro territorio/);
});

test('the API imports the contracts only: not the browser barrel, the UI or the router', async () => {
  const refused = [
    "import { ROUTES } from '@tm/shared-contracts';",
    "import type { TrialStatus } from '@tm/shared-contracts';",
    "import { theme } from '@tm/shared-contracts/ui';",
    "import { Link } from '@tm/shared-contracts/router';",
    "import { BLOOD_MARKERS } from '@tm/shared-contracts/marketing';",
  ];
  for (const code of refused) {
    const [error] = await territoryErrors('api/src/users/x.ts', code);
    assert.match(error ?? '', /@tm\/shared-contracts\/contracts/, code);
  }
  const allowed = [
    "import { ROUTES } from '@tm/shared-contracts/contracts';",
    "import { extractClinicalFacts } from '@tm/shared-contracts/clinical';",
    "import { TEST_ENDPOINTS } from '@tm/shared-contracts/test-endpoints';",
  ];
  for (const code of allowed) {
    assert.deepEqual(await territoryErrors('api/test/x.test.ts', code), []);
  }
});
