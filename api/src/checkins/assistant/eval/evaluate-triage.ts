// Triage quality over a labelled set (docs/assistant-triage.md), for the tests and the bench.
import { triage } from '../triage/triage.js';
import type { TriageResult, TriageTier } from '../triage/taxonomy.js';

export interface LabelledTriageMessage {
  id: string;
  text: string;
  tier: TriageTier;
  category: string | null;
  medication: boolean;
  topic: string | null;
  country?: string;
}

export interface Rate {
  hit: number;
  of: number;
  rate: number;
}

export interface TriageScores {
  messages: number;
  emergencyRecall: Rate;
  redFlagRecall: Rate;
  /** Of the messages escalated (any tier), how many were red flags. */
  redFlagPrecision: Rate;
  medicationReferral: Rate;
  perCategoryRecall: Record<string, Rate>;
  misses: { id: string; expected: string; got: string }[];
  falseAlarms: { id: string; got: string }[];
}

const rate = (hit: number, of: number): Rate => ({ hit, of, rate: of === 0 ? 1 : hit / of });

/** `triaged` may give results already computed (a check-in's answer carries its triage). */
export function evaluateTriage(
  set: readonly LabelledTriageMessage[],
  triaged: (item: LabelledTriageMessage) => TriageResult = (item) => triage(item.text),
): TriageScores {
  const counts = { emergency: [0, 0], redFlag: [0, 0], precision: [0, 0], medication: [0, 0] };
  const perCategory: Record<string, [number, number]> = {};
  const misses: TriageScores['misses'] = [];
  const falseAlarms: TriageScores['falseAlarms'] = [];
  for (const item of set) {
    const result = triaged(item);
    const flagged = result.tier !== 'none';
    const isRedFlag = item.tier !== 'none';
    if (item.tier === 'emergency') {
      counts.emergency[1]! += 1;
      if (result.tier === 'emergency') counts.emergency[0]! += 1;
    }
    if (isRedFlag) {
      counts.redFlag[1]! += 1;
      if (flagged) counts.redFlag[0]! += 1;
      const key = item.category ?? item.tier;
      const entry = (perCategory[key] ??= [0, 0]);
      entry[1] += 1;
      if (flagged) entry[0] += 1;
      if (!flagged || (item.tier === 'emergency' && result.tier !== 'emergency'))
        misses.push({
          id: item.id,
          expected: `${item.tier}/${key}`,
          got: `${result.tier}/${result.categories.join('+')}`,
        });
    }
    if (flagged) {
      counts.precision[1]! += 1;
      if (isRedFlag) counts.precision[0]! += 1;
      else falseAlarms.push({ id: item.id, got: `${result.tier}/${result.categories.join('+')}` });
    }
    if (item.medication) {
      counts.medication[1]! += 1;
      if (result.medication) counts.medication[0]! += 1;
      else misses.push({ id: item.id, expected: 'medication', got: 'no referral' });
    }
  }
  return {
    messages: set.length,
    emergencyRecall: rate(counts.emergency[0]!, counts.emergency[1]!),
    redFlagRecall: rate(counts.redFlag[0]!, counts.redFlag[1]!),
    redFlagPrecision: rate(counts.precision[0]!, counts.precision[1]!),
    medicationReferral: rate(counts.medication[0]!, counts.medication[1]!),
    perCategoryRecall: Object.fromEntries(
      Object.entries(perCategory).map(([key, [hit, of]]) => [key, rate(hit, of)]),
    ),
    misses,
    falseAlarms,
  };
}
