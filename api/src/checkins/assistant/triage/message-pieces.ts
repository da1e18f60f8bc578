// What the second readers compare: pieces of words (character n-grams of their phonetic keys, plus
// word pairs), so a typo or a new way of saying the same thing still shares most of its pieces
// with a labelled example.
import { expandChatSpelling, phoneticKey, stripAccents } from '@tm/shared-contracts/clinical';

export const wordsOf = (text: string) =>
  stripAccents(expandChatSpelling(text)).match(/[a-z]+|\d+/g) ?? [];

/** Each piece of the message and how often it occurs. */
export function pieces(text: string): Map<string, number> {
  const keys = wordsOf(text).map(phoneticKey);
  const padded = ` ${keys.join(' ')} `;
  const counts = new Map<string, number>();
  const add = (piece: string) => counts.set(piece, (counts.get(piece) ?? 0) + 1);
  for (const n of [3, 4, 5])
    for (let i = 0; i + n <= padded.length; i += 1) add(padded.slice(i, i + n));
  for (let i = 0; i + 1 < keys.length; i += 1) add(`§${keys[i]}_${keys[i + 1]}`);
  return counts;
}
