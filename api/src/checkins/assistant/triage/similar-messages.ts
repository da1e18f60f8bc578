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
  'held-out-71.json',
  'held-out-72.json',
  'held-out-73.json',
  'held-out-74.json',
  'held-out-75.json',
  'held-out-76.json',
  'held-out-77.json',
  'held-out-78.json',
  'held-out-79.json',
  'held-out-80.json',
  'held-out-81.json',
  'held-out-82.json',
  'held-out-83.json',
  'held-out-84.json',
  'held-out-85.json',
  'held-out-86.json',
  'held-out-87.json',
  'held-out-88.json',
  'held-out-89.json',
  'held-out-90.json',
  'held-out-91.json',
  'held-out-92.json',
  'held-out-93.json',
  'held-out-94.json',
  'held-out-95.json',
  'held-out-96.json',
  'held-out-97.json',
  'held-out-98.json',
] as const;

/** What this reader learns from: the development sets and everyday messages with no red flag
 * (real traffic is mostly these, the labelled sets mostly not). */
export const TRAINING_SETS = [...DEVELOPMENT_SETS, 'ordinary-train.json'] as const;

/** Chosen by leaving each training set out in turn (docs/decisions.md). */
const TUNING: Tuning = { neighbours: 3, agreement: 0.5, minSimilarity: 0.2 };
/** Fewer words of three letters or more ("una más", "semana tranquila 2") carry too little to
 * resemble anything. */
const MIN_WORDS = 3;
/** Room for rounding in the pruning bounds: partial sums taken in another order than the final
 * ones may differ in their last bits. */
const SLACK = 1e-9;
/** What checking one example is counted as, in postings read. Measured, a check takes as long as
 * reading some 600; but reading on also narrows the candidates, and 4,000 ran fastest on the
 * development sets. */
const CHECK_COST = 4000;

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
  /** The `neighbours` examples most similar to the text (by index), most similar first; on a tie
   * the one holding an earlier piece of the text, then the earlier example. */
  nearest(text: string): Neighbour[];
}

interface Neighbour {
  index: number;
  similarity: number;
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
  const tfIdf = (count: number, idf: number) => (1 + Math.log(count)) * idf;
  /** Unit-length tf-idf weights, in the order of the pieces given, and the length divided by. */
  const weightsOf = (pieceCounts: ArrayLike<number>, idfOf: (k: number) => number) => {
    const weights = new Float64Array(pieceCounts.length);
    let norm = 0;
    for (let k = 0; k < pieceCounts.length; k += 1) {
      const weight = tfIdf(pieceCounts[k]!, idfOf(k));
      weights[k] = weight;
      norm += weight * weight;
    }
    const length = Math.sqrt(norm) || 1;
    for (let k = 0; k < weights.length; k += 1) weights[k]! /= length;
    return { weights, length };
  };
  // Piece → the examples holding it, as one range of two flat lists (in example order), so a
  // query only visits examples it shares a piece with.
  const start = new Int32Array(ids.size + 1);
  for (let id = 0; id < ids.size; id += 1) start[id + 1] = start[id]! + documents[id]!;
  const filled = start.slice(0, ids.size);
  const postingIndex = new Int32Array(start[ids.size]!);
  const postingWeight = new Float64Array(start[ids.size]!);
  // What bounds a similarity, so a query can leave unread the long lists of common pieces:
  // each piece's largest weight in any example, and each example's largest weight per unit of
  // idf, its most repeated piece's (small in a long example). With each example's length, its
  // weights are computed again when it is checked.
  const maxWeight = new Float64Array(ids.size);
  const scale = new Float64Array(examples.length);
  const lengths = new Float64Array(examples.length);
  counted.forEach(({ pieceIds, pieceCounts }, index) => {
    const { weights, length } = weightsOf(pieceCounts, (k) => idfs[pieceIds[k]!]!);
    lengths[index] = length;
    let most = 1;
    for (let k = 0; k < pieceIds.length; k += 1) {
      const id = pieceIds[k]!;
      const at = filled[id]!++;
      postingIndex[at] = index;
      postingWeight[at] = weights[k]!;
      most = Math.max(most, pieceCounts[k]!);
    }
    scale[index] = tfIdf(most, 1) / length;
  });
  for (let id = 0; id < ids.size; id += 1)
    for (let at = start[id]!; at < start[id + 1]!; at += 1)
      maxWeight[id] = Math.max(maxWeight[id]!, postingWeight[at]!);
  const partial = new Float64Array(examples.length);
  const similarity = new Float64Array(examples.length);
  const firstPiece = new Int32Array(examples.length);
  const queryPiece = new Int32Array(ids.size).fill(-1);
  const exampleLabel = (example: Example) => (example.tier === 'none' ? 'none' : example.category);

  const reader: NearestMessages = {
    categoryOf(text) {
      const label = reader.labelOf(text);
      return label === 'none' ? undefined : label;
    },
    nearest(text) {
      const counts = [...pieces(text)];
      const queryIds = counts.map(([piece]) => ids.get(piece));
      const { weights } = weightsOf(
        counts.map(([, count]) => count),
        (k) => (queryIds[k] === undefined ? unseenIdf : idfs[queryIds[k]]!),
      );
      // Exact top-k pruning (MaxScore): pieces by the most they can add, largest first, so the
      // long lists of common pieces come last and are mostly never read (reading every list was
      // a third of triage's time).
      const bound = (k: number) => weights[k]! * maxWeight[queryIds[k]!]!;
      const order = [...queryIds.keys()]
        .filter((k) => queryIds[k] !== undefined)
        .sort((a, b) => bound(b) - bound(a));
      // From order[j] on: the most the pieces can add, their weights times idf, their postings.
      const left = new Float64Array(order.length + 1);
      const idfLeft = new Float64Array(order.length + 1);
      const unread = new Float64Array(order.length + 1);
      for (let j = order.length - 1; j >= 0; j -= 1) {
        const id = queryIds[order[j]!]!;
        left[j] = left[j + 1]! + bound(order[j]!);
        idfLeft[j] = idfLeft[j + 1]! + weights[order[j]!]! * idfs[id]!;
        unread[j] = unread[j + 1]! + start[id + 1]! - start[id]!;
      }
      partial.fill(0);
      const met: number[] = [];
      // θ: the `neighbours`-th highest partial sum, of the examples in `best`; partial sums only
      // grow, so θ does.
      const best: number[] = [];
      let theta = 0;
      // What an example met may still reach once the lists before order[j] are read: each piece
      // left adds at most its bound, and at most the example's largest weight per unit of idf
      // times the piece's weight times idf.
      const reach = (index: number, j: number) =>
        partial[index]! + Math.min(left[j]!, scale[index]! * idfLeft[j]!);
      // Lists are read for every example until the pieces left could not lift one not yet met to
      // θ, then only for the candidates, those met that may still reach θ, while checking them
      // all would cost more than reading the lists left.
      let candidates: number[] | undefined;
      let j = 0;
      for (; ; j += 1) {
        const floor = theta - SLACK;
        if (candidates || j === order.length || left[j]! < floor)
          candidates = (candidates ?? met).filter((index) => reach(index, j) >= floor);
        if (candidates && (j === order.length || candidates.length * CHECK_COST <= unread[j]!))
          break;
        const [id, weight] = [queryIds[order[j]!]!, weights[order[j]!]!];
        for (let at = start[id]!, end = start[id + 1]!; at < end; at += 1) {
          const index = postingIndex[at]!;
          if (partial[index] === 0) {
            if (candidates) continue;
            met.push(index);
          }
          const sum = (partial[index]! += weight * postingWeight[at]!);
          if (sum > theta) theta = raisedTheta(best, index, partial, neighbours);
        }
      }
      // Checked from the highest reach down, until none left can reach the `neighbours`-th
      // similarity checked; each similarity summed afresh in the query's order of pieces, as
      // reading every list sums it, so the values and ties are the same to the last bit.
      candidates.sort((a, b) => reach(b, j) - reach(a, j));
      queryIds.forEach((id, k) => id !== undefined && (queryPiece[id] = k));
      const terms = new Float64Array(queryIds.length);
      const checked: number[] = [];
      const highest: number[] = [];
      for (const index of candidates) {
        if (reach(index, j) < (highest[neighbours - 1] ?? 0) - SLACK) break;
        const { pieceIds, pieceCounts } = counted[index]!;
        terms.fill(0);
        for (let p = 0; p < pieceIds.length; p += 1) {
          const [id, k] = [pieceIds[p]!, queryPiece[pieceIds[p]!]!];
          // The example's weight as weightsOf gave it, to the last bit: the same operations.
          if (k >= 0)
            terms[k] = weights[k]! * (tfIdf(pieceCounts[p]!, idfs[id]!) / lengths[index]!);
        }
        let [sum, first] = [0, -1];
        for (let k = 0; k < terms.length; k += 1) {
          if (terms[k] === 0) continue; // a piece the example lacks: every weight is above 0
          if (first === -1) first = k;
          sum += terms[k]!;
        }
        [similarity[index], firstPiece[index]] = [sum, first];
        checked.push(index);
        highest.push(sum);
        highest.sort((a, b) => b - a).splice(neighbours);
      }
      queryIds.forEach((id) => id !== undefined && (queryPiece[id] = -1));
      // In the order reading every list meets them: by first query piece held, then example.
      checked.sort((a, b) => firstPiece[a]! - firstPiece[b]! || a - b);
      return nearestOf(checked, similarity, neighbours);
    },
    labelOf(text) {
      if (wordsOf(text).filter((word) => /^[a-z]{3,}$/.test(word)).length < MIN_WORDS)
        return undefined;
      const nearest = reader.nearest(text);
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

/** θ once the partial sum of `index` rose above it: `best` keeps the examples of the `count`
 * highest partial sums (`index` in place of the lowest), and θ is the lowest of them. */
function raisedTheta(best: number[], index: number, partial: Float64Array, count: number) {
  const lowest = () =>
    best.reduce((low, example, at) => (partial[example]! < partial[best[low]!]! ? at : low), 0);
  if (!best.includes(index)) {
    if (best.length < count) best.push(index);
    else best[lowest()] = index;
  }
  return best.length < count ? 0 : partial[best[lowest()]!]!;
}

/** The `count` most similar of `met`, most similar first; on a tie the one met first, as a stable
 * sort would give. */
function nearestOf(met: readonly number[], similarity: Float64Array, count: number) {
  const nearest: Neighbour[] = [];
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
