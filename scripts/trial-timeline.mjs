// Writes docs/trial-timeline.md from the compiled trial rules (`npm run docs:timeline`).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderTrialTimeline } from '@tm/shared-contracts';
import { repoRoot } from './bundles.mjs';

writeFileSync(path.join(repoRoot, 'docs/trial-timeline.md'), renderTrialTimeline());
console.log('docs/trial-timeline.md actualizado.');
