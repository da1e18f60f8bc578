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

// Chat shorthand → the words it stands for, so every later stage reads "m siento" as "me siento".
// "d" after "vitamina" stays a letter; only whole words are replaced.
const CHAT_WORDS: Record<string, string> = {
  m: 'me',
  d: 'de',
  q: 'que',
  k: 'que',
  ke: 'que',
  x: 'por',
  xq: 'porque',
  pq: 'porque',
  xk: 'porque',
  porq: 'porque',
  tngo: 'tengo',
  tng: 'tengo',
  toy: 'estoy',
  stoy: 'estoy',
  sta: 'esta',
  tb: 'tambien',
  tmb: 'tambien',
  tmbn: 'tambien',
  pa: 'para',
  nd: 'nada',
  bn: 'bien',
  ase: 'hace',
  dsd: 'desde',
  aora: 'ahora',
  aorita: 'ahorita',
  kiero: 'quiero',
  hrs: 'horas',
  mins: 'minutos',
  tonce: 'entonces',
  rn: 'right now',
  atm: 'right now',
};

/** The message with chat shorthand spelled out (accents and case kept elsewhere). */
export function expandChatSpelling(text: string): string {
  return text.replace(/(?<![\p{L}\d])([\p{L}]{1,6})(?![\p{L}\d])/gu, (word, _w, offset: number) => {
    const full = CHAT_WORDS[word.toLowerCase()];
    if (!full || full === word) return word;
    if (word.toLowerCase() === 'd' && /vitamina\s*$/i.test(text.slice(0, offset))) return word;
    return full;
  });
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
