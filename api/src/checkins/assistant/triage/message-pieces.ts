// What the second readers compare: pieces of words (character n-grams of their phonetic keys, plus
// word pairs), so a typo or a new way of saying the same thing still shares most of its pieces
// with a labelled example.
import { expandChatSpelling, phoneticKey, stripAccents } from '@tm/shared-contracts/clinical';

export const wordsOf = (text: string) =>
  stripAccents(expandChatSpelling(text)).match(/[a-z]+|\d+/g) ?? [];

/** Each piece of the message and how often it occurs. */
export function pieces(text: string, keyOf: (word: string) => string = phoneticKey) {
  const keys = wordsOf(text).map(keyOf);
  const padded = ` ${keys.join(' ')} `;
  const counts = new Map<string, number>();
  const add = (piece: string) => counts.set(piece, (counts.get(piece) ?? 0) + 1);
  for (const n of [3, 4, 5])
    for (let i = 0; i + n <= padded.length; i += 1) add(padded.slice(i, i + n));
  for (let i = 0; i + 1 < keys.length; i += 1) add(`§${keys[i]}_${keys[i + 1]}`);
  return counts;
}

/** The labelled messages' pieces, numbered once (in the order first met) and kept in flat typed
 * arrays; both second readers learn from the same index, so it is built once. */
export interface PieceIndex {
  ids: Map<string, number>;
  messages: { pieceIds: Int32Array; pieceCounts: Float64Array }[];
}

export function pieceIndex(texts: readonly string[]): PieceIndex {
  const ids = new Map<string, number>();
  // Each word's phonetic key once: the labelled messages share most of their words, and the
  // index is built as the API starts, before it listens.
  const keys = new Map<string, string>();
  const keyOf = (word: string) => {
    let key = keys.get(word);
    if (key === undefined) keys.set(word, (key = phoneticKey(word)));
    return key;
  };
  const messages = texts.map((text) => {
    const counts = pieces(text, keyOf);
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
  return { ids, messages };
}
