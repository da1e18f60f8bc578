import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderTrialTimeline } from './trial-timeline';

const doc = path.join(__dirname, '../../../../docs/trial-timeline.md');

// `npm run docs:timeline` runs this test with WRITE_TRIAL_TIMELINE=1 to write the file first.
it('docs/trial-timeline.md is what the trial rules generate (npm run docs:timeline)', () => {
  if (process.env.WRITE_TRIAL_TIMELINE) writeFileSync(doc, renderTrialTimeline());
  expect(readFileSync(doc, 'utf8')).toBe(renderTrialTimeline());
});
