// A second reader for what the phrase rules miss: the labelled messages of the development sets,
// compared by pieces of words (message-pieces.ts). It only ever adds a category, never removes one
// the rules found, and only when the nearest labelled messages agree, or, where they do not
// decide, a classifier trained on the same messages is confident (docs/assistant-triage.md,
// docs/decisions.md).
import { readFileSync } from 'node:fs';
import { pieceIndex, pieces, wordsOf, type PieceIndex } from './message-pieces.js';
import { pieceClassifier } from './piece-classifier.js';
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
  'held-out-35.json',
  'held-out-36.json',
  'held-out-37.json',
  'held-out-38.json',
  'held-out-39.json',
  'held-out-40.json',
  'held-out-41.json',
  'held-out-42.json',
  'held-out-43.json',
  'held-out-44.json',
  'held-out-45.json',
  'held-out-46.json',
  'held-out-47.json',
  'held-out-48.json',
  'held-out-49.json',
  'held-out-50.json',
  'held-out-51.json',
  'held-out-52.json',
  'held-out-53.json',
  'held-out-54.json',
  'held-out-55.json',
  'held-out-56.json',
  'held-out-57.json',
  'held-out-58.json',
  'held-out-59.json',
  'held-out-60.json',
  'held-out-61.json',
  'held-out-62.json',
  'held-out-63.json',
  'held-out-64.json',
  'held-out-65.json',
  'held-out-66.json',
  'held-out-67.json',
  'held-out-68.json',
  'held-out-69.json',
  'held-out-70.json',
] as const;

/** What this reader learns from: the development sets and everyday messages with no red flag
 * (real traffic is mostly these, the labelled sets mostly not). */
export const TRAINING_SETS = [...DEVELOPMENT_SETS, 'ordinary-train.json'] as const;

/** Chosen by leaving each training set out in turn (docs/decisions.md). */
const TUNING: Tuning = { neighbours: 3, agreement: 0.5, minSimilarity: 0.2 };
/** Fewer words of three letters or more ("una más", "semana tranquila 2") carry too little to
 * resemble anything. */
const MIN_WORDS = 3;

export interface Example {
  text: string;
  tier: TriageTier;
  category: string | null;
}

export interface SimilarMessages {
  /** The category the nearest labelled messages agree on, if it is a red flag. */
  categoryOf(text: string): TriageCategory | undefined;
}

/** What the nearest labelled messages agree on: a category, an ordinary message, or nothing
 * (too few words, none similar enough, or no agreement). */
interface NearestMessages extends SimilarMessages {
  labelOf(text: string): TriageCategory | 'none' | undefined;
}

interface Tuning {
  neighbours: number;
  agreement: number;
  minSimilarity: number;
}

export function similarMessages(
  examples: readonly Example[],
  tuning: Partial<Tuning> = {},
  index: PieceIndex = pieceIndex(examples.map((example) => example.text)),
): NearestMessages {
  const { neighbours, agreement, minSimilarity } = { ...TUNING, ...tuning };
  // Flat typed arrays: with some 8,000 examples, maps of maps took tens of seconds to build, all
  // of it blocking the API as it started.
  const { ids, messages: counted } = index;
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
  const exampleLabel = (example: Example) => (example.tier === 'none' ? 'none' : example.category);

  const reader: NearestMessages = {
    categoryOf(text) {
      const label = reader.labelOf(text);
      return label === 'none' ? undefined : label;
    },
    labelOf(text) {
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
        const label = exampleLabel(examples[index]!);
        votes.set(label, (votes.get(label) ?? 0) + similarity);
        total += similarity;
      }
      const [label, weight] = [...votes].sort((a, b) => b[1] - a[1])[0]!;
      const agreed = total > 0 && weight / total >= agreement;
      if (!agreed) return undefined;
      return label === 'none' || isCategory(label) ? label : undefined;
    },
  };
  return reader;
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

/** The nearest labelled messages decide, an ordinary message included ("me confundí" with a
 * food label); only where they do not decide may the classifier. Each is built on first use. */
function combined(
  nearest: () => NearestMessages,
  classifier: () => SimilarMessages,
): SimilarMessages {
  return {
    categoryOf(text) {
      const label = nearest().labelOf(text);
      if (label === undefined) return classifier().categoryOf(text);
      return label === 'none' ? undefined : label;
    },
  };
}

let training: { examples: Example[]; index: PieceIndex } | undefined;
let nearest: NearestMessages | undefined;
let classifier: SimilarMessages | undefined;
/** Some 8,500 labelled messages and their pieces, read once for both halves. */
function developmentTraining() {
  if (training) return training;
  const examples = TRAINING_SETS.flatMap(
    (file) =>
      JSON.parse(readFileSync(new URL(`../eval/${file}`, import.meta.url), 'utf8')) as Example[],
  );
  return (training = { examples, index: pieceIndex(examples.map((example) => example.text)) });
}
const developmentNearest = () =>
  (nearest ??= similarMessages(developmentTraining().examples, {}, developmentTraining().index));
const developmentClassifier = () =>
  (classifier ??= pieceClassifier(developmentTraining().examples, developmentTraining().index));
const development = combined(developmentNearest, developmentClassifier);

/** The second reader trained on the development sets. */
export function developmentSimilarMessages(): SimilarMessages {
  return development;
}

/** Builds both halves now (some three seconds of CPU), before the API takes its first request: an
 * instance that listened first kept every request of its first seconds waiting behind them. */
export function prepareSecondReader(): void {
  developmentNearest();
  developmentClassifier();
}
