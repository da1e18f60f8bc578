// A second reader for what the phrase rules miss: the labelled messages of the development sets,
// compared by pieces of words (character n-grams of their phonetic keys, plus word pairs), so a
// typo or a new way of saying the same thing still shares most of its pieces with a labelled
// example. It only ever adds a category, never removes one the rules found, and only when the
// nearest labelled messages agree (docs/assistant-triage.md, docs/decisions.md).
import { readFileSync } from 'node:fs';
import { expandChatSpelling, phoneticKey, stripAccents } from '@tm/shared-contracts/clinical';
import { TRIAGE_CATEGORIES, type TriageCategory, type TriageTier } from './taxonomy.js';

/**
 * The labelled sets already read and tuned on (development sets). The newest held-out set is
 * never among them: it measures the engine on messages nobody tuned to (the eval test fails if
 * it is added here).
 */
export const DEVELOPMENT_SETS = [
  'dev-set.json',
  'held-out.json',
  'held-out-2.json',
  'held-out-3.json',
  'held-out-4.json',
  'held-out-5.json',
  'held-out-6.json',
  'held-out-7.json',
  'held-out-8.json',
  'held-out-9.json',
  'held-out-10.json',
  'held-out-11.json',
  'held-out-12.json',
  'held-out-13.json',
  'held-out-14.json',
  'held-out-15.json',
  'held-out-16.json',
  'held-out-17.json',
  'held-out-18.json',
  'held-out-19.json',
  'held-out-20.json',
  'held-out-21.json',
  'held-out-22.json',
  'held-out-23.json',
  'held-out-24.json',
  'held-out-25.json',
  'held-out-26.json',
  'held-out-27.json',
  'held-out-28.json',
] as const;

/** What this reader learns from: the development sets and everyday messages with no red flag
 * (real traffic is mostly these, the labelled sets mostly not). */
export const TRAINING_SETS = [...DEVELOPMENT_SETS, 'ordinary-train.json'] as const;

/** Chosen by leaving each training set out in turn (docs/decisions.md). */
const TUNING: Tuning = { neighbours: 3, agreement: 0.5, minSimilarity: 0.2 };
/** Fewer words of three letters or more ("una más", "semana tranquila 2") carry too little to
 * resemble anything. */
const MIN_WORDS = 3;

interface Example {
  text: string;
  tier: TriageTier;
  category: string | null;
}

type Vector = Map<string, number>;

const wordsOf = (text: string) => stripAccents(expandChatSpelling(text)).match(/[a-z]+|\d+/g) ?? [];

function pieces(text: string): Map<string, number> {
  const words = wordsOf(text);
  const keys = words.map(phoneticKey);
  const padded = ` ${keys.join(' ')} `;
  const counts = new Map<string, number>();
  const add = (piece: string) => counts.set(piece, (counts.get(piece) ?? 0) + 1);
  for (const n of [3, 4, 5])
    for (let i = 0; i + n <= padded.length; i += 1) add(padded.slice(i, i + n));
  for (let i = 0; i + 1 < keys.length; i += 1) add(`§${keys[i]}_${keys[i + 1]}`);
  return counts;
}

export interface SimilarMessages {
  /** The category the nearest labelled messages agree on, if it is a red flag. */
  categoryOf(text: string): TriageCategory | undefined;
}

interface Tuning {
  neighbours: number;
  agreement: number;
  minSimilarity: number;
}

export function similarMessages(
  examples: readonly Example[],
  tuning: Partial<Tuning> = {},
): SimilarMessages {
  const { neighbours, agreement, minSimilarity } = { ...TUNING, ...tuning };
  const counted = examples.map((example) => pieces(example.text));
  const documents = new Map<string, number>();
  for (const counts of counted)
    for (const piece of counts.keys()) documents.set(piece, (documents.get(piece) ?? 0) + 1);
  // Computed once per piece (a second of training was mostly these logarithms, recomputed).
  const unseenIdf = Math.log(examples.length + 1) + 1;
  const idfs = new Map<string, number>();
  for (const [piece, count] of documents)
    idfs.set(piece, Math.log((examples.length + 1) / (count + 1)) + 1);
  const vector = (counts: Map<string, number>): Vector => {
    const weights: Vector = new Map();
    let norm = 0;
    for (const [piece, count] of counts) {
      const weight = (1 + Math.log(count)) * (idfs.get(piece) ?? unseenIdf);
      weights.set(piece, weight);
      norm += weight * weight;
    }
    const length = Math.sqrt(norm) || 1;
    for (const [piece, weight] of weights) weights.set(piece, weight / length);
    return weights;
  };
  // Piece → the examples holding it (two flat lists, no object per entry), so a query only visits
  // examples it shares a piece with.
  const postings = new Map<string, { indices: number[]; weights: number[] }>();
  counted.forEach((counts, index) => {
    for (const [piece, weight] of vector(counts)) {
      let list = postings.get(piece);
      if (!list) postings.set(piece, (list = { indices: [], weights: [] }));
      list.indices.push(index);
      list.weights.push(weight);
    }
  });
  const labelOf = (example: Example) => (example.tier === 'none' ? 'none' : example.category);

  return {
    categoryOf(text) {
      if (wordsOf(text).filter((word) => /^[a-z]{3,}$/.test(word)).length < MIN_WORDS)
        return undefined;
      const similarity = new Map<number, number>();
      for (const [piece, weight] of vector(pieces(text))) {
        const list = postings.get(piece);
        if (!list) continue;
        for (let i = 0; i < list.indices.length; i += 1) {
          const index = list.indices[i]!;
          similarity.set(index, (similarity.get(index) ?? 0) + weight * list.weights[i]!);
        }
      }
      const nearest = [...similarity]
        .map(([index, value]) => ({ index, similarity: value }))
        .sort((a, b) => b.similarity - a.similarity)
        .slice(0, neighbours);
      if ((nearest[0]?.similarity ?? 0) < minSimilarity) return undefined;
      const votes = new Map<string | null, number>();
      let total = 0;
      for (const { similarity, index } of nearest) {
        const label = labelOf(examples[index]!);
        votes.set(label, (votes.get(label) ?? 0) + similarity);
        total += similarity;
      }
      const [label, weight] = [...votes].sort((a, b) => b[1] - a[1])[0]!;
      const agreed = total > 0 && weight / total >= agreement;
      return agreed && isCategory(label) ? label : undefined;
    },
  };
}

const isCategory = (label: string | null): label is TriageCategory =>
  (TRIAGE_CATEGORIES as readonly (string | null)[]).includes(label);

let trained: SimilarMessages | undefined;

/** The reader trained on the development sets, built on first use (about 1,500 messages). */
export function developmentSimilarMessages(): SimilarMessages {
  trained ??= similarMessages(
    TRAINING_SETS.flatMap(
      (file) =>
        JSON.parse(readFileSync(new URL(`../eval/${file}`, import.meta.url), 'utf8')) as Example[],
    ),
  );
  return trained;
}
