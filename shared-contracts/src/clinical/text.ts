// Free Spanish text → clauses of phonetic keys, so accents, case, h/v/z/ll spelling slips and
// stretched letters ("cansadaaa") all compare equal.

export interface NormalisedText {
  /** Phonetic keys split at punctuation and connectors (y, pero…), for phrase matching. */
  clauses: string[][];
  /** Every word and number in order (accents stripped, lower case), for glucose readings. */
  words: string[];
}

const TOKEN = /[a-z0-9]+(?:[.,]\d+)?|%|[.,;:!?¿¡()\n"]/g;
const PUNCTUATION = /^[.,;:!?¿¡()\n"]$/;
// Connectors start a new clause so negation and multi-word phrases stay local.
const CONNECTORS = new Set(['y', 'e', 'pero', 'aunque', 'porque', 'pues', 'sino', 'mientras']);

export function stripAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Spanish spelling → sound: the usual typos of people who write as they speak collapse. */
export function phoneticKey(word: string): string {
  if (/\d/.test(word)) return word;
  return word
    .replace(/ch/g, '§')
    .replace(/h/g, '')
    .replace(/§/g, 'ch')
    .replace(/qu/g, 'k')
    .replace(/g([ei])/g, 'j$1')
    .replace(/gu([ei])/g, 'g$1')
    .replace(/c([ei])/g, 's$1')
    .replace(/c/g, 'k')
    .replace(/z/g, 's')
    .replace(/v/g, 'b')
    .replace(/ll/g, 'y')
    .replace(/y$/, 'i')
    .replace(/(.)\1+/g, '$1');
}

export function normalise(text: string): NormalisedText {
  const tokens = stripAccents(text).match(TOKEN) ?? [];
  const clauses: string[][] = [[]];
  const words: string[] = [];
  for (const token of tokens) {
    const isBreak = PUNCTUATION.test(token) || CONNECTORS.has(token);
    if (!PUNCTUATION.test(token)) words.push(token);
    if (isBreak) clauses.push([]);
    else clauses[clauses.length - 1]?.push(phoneticKey(token));
  }
  return { clauses: clauses.filter((clause) => clause.length > 0), words };
}
