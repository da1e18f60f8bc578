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
  'held-out-29.json',
  'held-out-30.json',
  'held-out-31.json',
  'held-out-32.json',
  'held-out-33.json',
  'held-out-34.json',
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
  // Pieces are numbered once and the index kept in flat typed arrays: with some 8,000 examples,
  // maps of maps took tens of seconds to build, all of it blocking the API as it started.
  const ids = new Map<string, number>();
  const counted = examples.map((example) => {
    const counts = pieces(example.text);
    const pieceIds = new Int32Array(counts.size);
    const pieceCounts = new Float64Array(counts.size);
    let k = 0;
    for (const [piece, count] of counts) {
      let id = ids.get(piece);
      if (id === undefined) ids.set(piece, (id = ids.size));
      pieceIds[k] = id;
      pieceCounts[k] = count;
      k += 1;
    }
    return { pieceIds, pieceCounts };
  });
  const documents = new Int32Array(ids.size);
  for (const { pieceIds } of counted) for (const id of pieceIds) documents[id]! += 1;
  const unseenIdf = Math.log(examples.length + 1) + 1;
  const idfs = Float64Array.from(
    documents,
    (count) => Math.log((examples.length + 1) / (count + 1)) + 1,
  );
  /** Unit-length tf-idf weights, in the order of the pieces given. */
  const weightsOf = (pieceCounts: ArrayLike<number>, idfOf: (k: number) => number) => {
    const weights = new Float64Array(pieceCounts.length);
    let norm = 0;
    for (let k = 0; k < pieceCounts.length; k += 1) {
      const weight = (1 + Math.log(pieceCounts[k]!)) * idfOf(k);
      weights[k] = weight;
      norm += weight * weight;
    }
    const length = Math.sqrt(norm) || 1;
    for (let k = 0; k < weights.length; k += 1) weights[k]! /= length;
    return weights;
  };
  // Piece → the examples holding it, as one range of two flat lists (in example order), so a
  // query only visits examples it shares a piece with.
  const start = new Int32Array(ids.size + 1);
  for (let id = 0; id < ids.size; id += 1) start[id + 1] = start[id]! + documents[id]!;
  const filled = start.slice(0, ids.size);
  const postingIndex = new Int32Array(start[ids.size]!);
  const postingWeight = new Float64Array(start[ids.size]!);
  counted.forEach(({ pieceIds, pieceCounts }, index) => {
    const weights = weightsOf(pieceCounts, (k) => idfs[pieceIds[k]!]!);
    for (let k = 0; k < pieceIds.length; k += 1) {
      const at = filled[pieceIds[k]!]!++;
      postingIndex[at] = index;
      postingWeight[at] = weights[k]!;
    }
  });
  const similarity = new Float64Array(examples.length);
  const labelOf = (example: Example) => (example.tier === 'none' ? 'none' : example.category);

  return {
    categoryOf(text) {
      if (wordsOf(text).filter((word) => /^[a-z]{3,}$/.test(word)).length < MIN_WORDS)
        return undefined;
      const counts = [...pieces(text)];
      const queryIds = counts.map(([piece]) => ids.get(piece));
      const weights = weightsOf(
        counts.map(([, count]) => count),
        (k) => (queryIds[k] === undefined ? unseenIdf : idfs[queryIds[k]]!),
      );
      // Summed into one dense array, examples kept in the order first met: the same sums, order
      // and ties as a map, without a map's cost (the reader was most of triage's time).
      similarity.fill(0);
      const met: number[] = [];
      queryIds.forEach((id, k) => {
        if (id === undefined) return;
        for (let at = start[id]!; at < start[id + 1]!; at += 1) {
          const index = postingIndex[at]!;
          if (similarity[index] === 0) met.push(index);
          similarity[index]! += weights[k]! * postingWeight[at]!;
        }
      });
      const nearest = nearestOf(met, similarity, neighbours);
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

/** The `count` most similar of `met`, most similar first; on a tie the one met first, as a stable
 * sort would give. */
function nearestOf(met: readonly number[], similarity: Float64Array, count: number) {
  const nearest: { index: number; similarity: number }[] = [];
  for (const index of met) {
    const value = similarity[index]!;
    if (nearest.length === count && value <= nearest[count - 1]!.similarity) continue;
    let at = nearest.length;
    while (at > 0 && nearest[at - 1]!.similarity < value) at -= 1;
    nearest.splice(at, 0, { index, similarity: value });
    if (nearest.length > count) nearest.pop();
  }
  return nearest;
}

const isCategory = (label: string | null): label is TriageCategory =>
  (TRIAGE_CATEGORIES as readonly (string | null)[]).includes(label);

let trained: SimilarMessages | undefined;

/** The reader trained on the development sets, built on first use (some 7,600 messages). */
export function developmentSimilarMessages(): SimilarMessages {
  trained ??= similarMessages(
    TRAINING_SETS.flatMap(
      (file) =>
        JSON.parse(readFileSync(new URL(`../eval/${file}`, import.meta.url), 'utf8')) as Example[],
    ),
  );
  return trained;
}
