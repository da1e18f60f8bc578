import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderTrialTimeline } from './trial-timeline';

it('docs/trial-timeline.md is what the trial rules generate (npm run docs:timeline)', () => {
  const doc = readFileSync(path.join(__dirname, '../../docs/trial-timeline.md'), 'utf8');
  expect(doc).toBe(renderTrialTimeline());
});
