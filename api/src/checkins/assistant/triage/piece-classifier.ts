// The second reader's other half: a softmax classifier over the same pieces of words, trained on
// the labelled messages as the API starts. Where the nearest messages are too few or disagree, it
// has learned which pieces mark each category across all of them ("ido", "tiembla la mano",
// "respira hondo y rápido"). It answers only when one category has at least half the probability;
// like the nearest messages, it may only add a category within the limits the rules set
// (docs/assistant-triage.md, docs/decisions.md: chosen on held-out-35/-36, one pass, seed fixed).
import { pieceIndex, pieces, type PieceIndex } from './message-pieces.js';
import type { Example, SimilarMessages } from './similar-messages.js';
import { TRIAGE_CATEGORIES } from './taxonomy.js';

const LABELS = ['none', ...TRIAGE_CATEGORIES] as const;
const CONFIDENT = 0.5;
/** Adagrad's step; the bias moves a tenth as fast. */
const RATE = 0.5;
const L2 = 1e-6;
/** A class whose error is below this is not updated: the same model in half the time. */
const NEGLIGIBLE = 0.01;

interface Vector {
  ids: number[];
  values: number[];
}

export function pieceClassifier(
  examples: readonly Example[],
  { ids, messages }: PieceIndex = pieceIndex(examples.map((example) => example.text)),
): SimilarMessages {
  /** Unit-length log counts of the pieces; pieces never seen in training are left out. */
  const unitLength = (vector: Vector): Vector => {
    const length = Math.sqrt(vector.values.reduce((sum, value) => sum + value * value, 0)) || 1;
    return { ids: vector.ids, values: vector.values.map((value) => value / length) };
  };
  const vectorOf = (text: string): Vector => {
    const vector: Vector = { ids: [], values: [] };
    for (const [piece, count] of pieces(text)) {
      const id = ids.get(piece);
      if (id === undefined) continue;
      vector.ids.push(id);
      vector.values.push(1 + Math.log(count));
    }
    return unitLength(vector);
  };
  const training = examples.map((example, i) => ({
    vector: unitLength({
      ids: [...messages[i]!.pieceIds],
      values: Array.from(messages[i]!.pieceCounts, (count) => 1 + Math.log(count)),
    }),
    label: example.tier === 'none' ? 0 : LABELS.indexOf(example.category as never),
  }));
  const classes = LABELS.length;
  const weights = new Float32Array(ids.size * classes);
  const bias = new Float64Array(classes);
  const probabilities = ({ ids: pieceIds, values }: Vector) => {
    const scores = Float64Array.from(bias);
    for (let j = 0; j < pieceIds.length; j += 1) {
      const row = pieceIds[j]! * classes;
      for (let k = 0; k < classes; k += 1) scores[k]! += weights[row + k]! * values[j]!;
    }
    const top = Math.max(...scores);
    let sum = 0;
    for (let k = 0; k < classes; k += 1) sum += scores[k] = Math.exp(scores[k]! - top);
    return scores.map((score) => score / sum);
  };

  // One pass of stochastic gradient descent (Adagrad) in a fixed shuffled order: deterministic.
  const squared = new Float32Array(ids.size * classes).fill(1e-8);
  for (const index of shuffledIndices(training.length)) {
    const { vector, label } = training[index]!;
    const predicted = probabilities(vector);
    for (let k = 0; k < classes; k += 1) {
      const error = predicted[k]! - (k === label ? 1 : 0);
      if (Math.abs(error) < NEGLIGIBLE) continue;
      bias[k]! -= RATE * 0.1 * error;
      for (let j = 0; j < vector.ids.length; j += 1) {
        const at = vector.ids[j]! * classes + k;
        const gradient = error * vector.values[j]! + L2 * weights[at]!;
        squared[at]! += gradient * gradient;
        weights[at]! -= (RATE * gradient) / Math.sqrt(squared[at]!);
      }
    }
  }

  return {
    categoryOf(text) {
      const predicted = probabilities(vectorOf(text));
      let best = 0;
      for (let k = 1; k < classes; k += 1) if (predicted[k]! > predicted[best]!) best = k;
      return best > 0 && predicted[best]! >= CONFIDENT ? TRIAGE_CATEGORIES[best - 1] : undefined;
    },
  };
}

/** Fisher–Yates with a fixed linear congruential generator, so every start learns the same. */
function shuffledIndices(length: number): number[] {
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const order = Array.from({ length }, (_, i) => i);
  for (let i = length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}
