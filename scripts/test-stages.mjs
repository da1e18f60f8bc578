// `npm test`: the three stages in order (lint, unit and integration, e2e), stopping at the first
// failure, and the time each one took, so CI's 12-minute budget (issue 22) can be watched.
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';

const STAGES = ['lint', 'test:unit', 'test:e2e'];
const took = [];
let failed = false;
for (const stage of STAGES) {
  const started = performance.now();
  const { status } = spawnSync('npm', ['run', stage], { stdio: 'inherit' });
  took.push([stage, Math.round((performance.now() - started) / 1000)]);
  if (status !== 0) {
    failed = true;
    break;
  }
}
console.log('\nTiempo por etapa:');
for (const [stage, seconds] of took) console.log(`  ${stage}: ${seconds} s`);
process.exit(failed ? 1 : 0);
