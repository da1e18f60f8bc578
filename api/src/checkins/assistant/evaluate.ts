// Micro-averaged detection quality over a labelled corpus, for the tests and the bench.
import type { LabelledMessage } from './corpus.js';
import { detect } from './detect.js';

export interface LabelScore {
  precision: number;
  recall: number;
}

export interface DetectionReport {
  messages: number;
  systems: LabelScore;
  emotions: LabelScore;
}

interface Counts {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
}

function count(counts: Counts, expected: readonly string[], found: readonly string[]): void {
  counts.truePositives += found.filter((label) => expected.includes(label)).length;
  counts.falsePositives += found.filter((label) => !expected.includes(label)).length;
  counts.falseNegatives += expected.filter((label) => !found.includes(label)).length;
}

function score({ truePositives: tp, falsePositives: fp, falseNegatives: fn }: Counts): LabelScore {
  return {
    precision: tp + fp === 0 ? 1 : tp / (tp + fp),
    recall: tp + fn === 0 ? 1 : tp / (tp + fn),
  };
}

export function evaluateDetection(corpus: readonly LabelledMessage[]): DetectionReport {
  const systems: Counts = { truePositives: 0, falsePositives: 0, falseNegatives: 0 };
  const emotions: Counts = { truePositives: 0, falsePositives: 0, falseNegatives: 0 };
  for (const item of corpus) {
    const detection = detect(item.message);
    count(systems, item.systems, detection.systems);
    count(emotions, item.emotions, detection.emotions);
  }
  return {
    messages: corpus.length,
    systems: score(systems),
    emotions: score(emotions),
  };
}
