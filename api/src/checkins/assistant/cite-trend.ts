// Her fasting trend from Mi progreso (fastingTrend) is cited in every coaching reply, whoever wrote
// it: the rules write it among their paragraphs; a model's reply that leaves it out gets the rules'
// sentence before its weekly step. Triage-only answers (emergency, same day) never reach here.
import { STEP_LABEL, trendParagraph } from './rule-engine.js';
import { DISCLAIMER } from './safety.js';

/** `coaching` as it is when it already cites `trend` (in any case), else with the trend added. */
export function citeTrend(coaching: string, trend: string | undefined): string {
  if (!trend || coaching.toLowerCase().includes(trend.toLowerCase())) return coaching;
  const paragraph = trendParagraph(trend);
  const step = coaching.indexOf(STEP_LABEL);
  // Before the step's own line, as its own paragraph; without a step, before the disclaimer.
  const at =
    step >= 0
      ? coaching.lastIndexOf('\n', step) + 1
      : coaching.endsWith(DISCLAIMER)
        ? coaching.length - DISCLAIMER.length
        : coaching.length;
  return [coaching.slice(0, at).trimEnd(), paragraph, coaching.slice(at)]
    .filter(Boolean)
    .join('\n\n');
}
