// Phrase patterns over normalised clauses. Words of a phrase may have up to three words between
// them ("me duele mucho el pecho"); `+de` must follow at once, `dorm*` is a stem, `$` ends the
// clause and `!con` forbids that next word ("confundida con tanta información" is no symptom).
import { phoneticKey, type NormalisedText } from './text.js';

interface PatternWord {
  key: string;
  stem: boolean;
  adjacent: boolean;
}

export interface Pattern {
  words: PatternWord[];
  atClauseEnd: boolean;
  notFollowedBy: string[];
}

const MAX_GAP = 3;
/** Words this long may carry one slip of a letter ("hipoglusemia"). */
const FUZZY_FROM = 7;
const NEGATION_WINDOW = 3;
const NEGATORS = new Set(
  [
    ...['no', 'nunca', 'tampoco', 'ni', 'sin', 'jamas'],
    // English and Spanglish: "no chest pain tho", "never passed out", "without fever".
    ...['not', 'never', 'without', 'dont', 'didnt', 'doesnt', 'isnt', 'wasnt', 'havent', 'hasnt'],
  ].map(phoneticKey),
);
// Real words one slip away from a pattern: "casada" is not "cansada".
const NEVER_FUZZY = new Set(
  [
    // "Cataratas" is one letter from "matarratas": an eye operation, not a poison.
    ...['casada', 'casado', 'casadas', 'casados', 'patata', 'patatas', 'manana', 'mananas'],
    ...['catarata', 'cataratas'],
  ].map(phoneticKey),
);

/** Each source line is a comma-separated list of phrases. */
export function compilePatterns(lines: readonly string[]): Pattern[] {
  const sources = lines.flatMap((line) => line.split(',')).map((phrase) => phrase.trim());
  return sources.map((source) => {
    const parts = source.split(' ').filter(Boolean);
    return {
      words: parts
        .filter((part) => part !== '$' && !part.startsWith('!'))
        .map((part) => ({
          key: wordKey(part.replace('+', '')),
          stem: part.endsWith('*'),
          adjacent: part.startsWith('+'),
        })),
      atClauseEnd: parts.includes('$'),
      notFollowedBy: parts
        .filter((part) => part.startsWith('!'))
        .map((p) => phoneticKey(p.slice(1))),
    };
  });
}

/** A stem is keyed as the start of a longer word: "desmay*" must not get the final y → i rule. */
function wordKey(word: string): string {
  return word.endsWith('*')
    ? phoneticKey(word.replace('*', '-')).replace('-', '')
    : phoneticKey(word);
}

/** Token position of the earliest match in the text, or -1; negated matches are skipped. */
export function firstMatch(text: NormalisedText, patterns: Pattern[], negatable = false): number {
  const index = indexOf(patterns);
  let offset = 0;
  let best = -1;
  for (const clause of text.clauses) {
    for (const pattern of candidatesIn(clause, index)) {
      const start = matchInClause(clause, pattern, negatable);
      if (start >= 0 && (best < 0 || offset + start < best)) best = offset + start;
    }
    offset += clause.length;
  }
  return best;
}

/** A list's patterns by what their first word can match: a short word only itself, a short stem
 * only words it begins; a long word (a slip of one letter allowed) is tried on every clause. */
interface PatternIndex {
  exact: Map<string, Pattern[]>;
  stems: Map<string, Pattern[]>;
  everywhere: Pattern[];
}

const indexes = new WeakMap<Pattern[], PatternIndex>();

function indexOf(patterns: Pattern[]): PatternIndex {
  let index = indexes.get(patterns);
  if (index) return index;
  index = { exact: new Map(), stems: new Map(), everywhere: [] };
  for (const pattern of patterns) {
    const first = pattern.words[0];
    if (!first) continue;
    if (first.key.length >= FUZZY_FROM) index.everywhere.push(pattern);
    else {
      const byKey = first.stem ? index.stems : index.exact;
      byKey.set(first.key, [...(byKey.get(first.key) ?? []), pattern]);
    }
  }
  indexes.set(patterns, index);
  return index;
}

/** The patterns that may match in this clause, each once; which one matches first is decided by
 * position, so their order does not matter. */
function candidatesIn(clause: string[], { exact, stems, everywhere }: PatternIndex): Set<Pattern> {
  const found = new Set(everywhere);
  for (const token of clause) {
    for (const pattern of exact.get(token) ?? []) found.add(pattern);
    for (let n = 1; n <= Math.min(token.length, FUZZY_FROM - 1); n += 1)
      for (const pattern of stems.get(token.slice(0, n)) ?? []) found.add(pattern);
  }
  return found;
}

function matchInClause(clause: string[], pattern: Pattern, negatable: boolean): number {
  const first = pattern.words[0];
  if (!first) return -1;
  for (let start = 0; start < clause.length; start += 1) {
    if (!wordMatches(clause[start] ?? '', first)) continue;
    const end = matchRest(clause, pattern.words, start);
    if (end < 0) continue;
    if (pattern.atClauseEnd && end !== clause.length - 1) continue;
    if (pattern.notFollowedBy.includes(clause[end + 1] ?? '')) continue;
    if (negatable && isNegated(clause, start)) continue;
    return start;
  }
  return -1;
}

/** Index of the last matched word (the first is at `start`), or -1. */
function matchRest(clause: string[], words: PatternWord[], start: number): number {
  let position = start;
  for (let w = 1; w < words.length; w += 1) {
    const word = words[w]!;
    const limit = Math.min(clause.length - 1, position + 1 + (word.adjacent ? 0 : MAX_GAP));
    let found = -1;
    for (let next = position + 1; next <= limit && found < 0; next += 1) {
      if (wordMatches(clause[next] ?? '', word)) found = next;
    }
    if (found < 0) return -1;
    position = found;
  }
  return position;
}

// Words that may stand between a negator and what it negates ("no tengo dolor", "no me he
// sentido mareada", "sin nada de fiebre", "no es dolor de pecho"); any other word ends the negation, so "no aguanto el
// dolor de pecho" stays a complaint.
const NEGATION_FILLERS = new Set(
  (
    'me te se le les lo la el los las un una unos unas he ha has hemos tenido sentido tengo ' +
    'tiene tienes tenia tuve siento sentia hay habia mas nada de del ningun ninguna siquiera ' +
    'ya mucho mucha muy estoy esta este pienso quiero voy a hacer es era fue con'
  )
    .split(' ')
    .map(phoneticKey),
);

const NADA = phoneticKey('nada');
const DE = phoneticKey('de');
const CON = phoneticKey('con');
const ARTICLES = new Set('el la los las mi mis su sus'.split(' ').map(phoneticKey));

function isNegated(clause: string[], start: number): boolean {
  for (let i = start - 1; i >= Math.max(0, start - NEGATION_WINDOW - 1); i -= 1) {
    const key = clause[i] ?? '';
    // "Nada de dolor" negates; "me duele nada más el pecho" (only) does not.
    if (NEGATORS.has(key) || (key === NADA && clause[i + 1] === DE)) return true;
    // "Ni con dolor de pecho" (nor with) negates; "ni con el omeprazol" (not even with) does not.
    if (key === CON && ARTICLES.has(clause[i + 1] ?? '')) return false;
    if (!NEGATION_FILLERS.has(key)) return false;
  }
  return false;
}

function wordMatches(token: string, word: PatternWord): boolean {
  if (word.stem ? token.startsWith(word.key) : token === word.key) return true;
  if (word.key.length < FUZZY_FROM || token.length < 6 || NEVER_FUZZY.has(token)) {
    return false;
  }
  if (!word.stem) return withinOneEdit(token, word.key);
  const length = word.key.length;
  return [length - 1, length, length + 1].some((n) => withinOneEdit(token.slice(0, n), word.key));
}

/** Damerau distance ≤ 1: one substitution, insertion, deletion or swap of neighbours. */
function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
