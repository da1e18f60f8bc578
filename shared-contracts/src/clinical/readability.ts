// Spanish readability: syllable counting and the INFLESZ score (Szigriszt-Pazos perspicuity,
// read with the INFLESZ scale of Barrio-Cantalejo et al. 2008). 60 or more is "bastante fácil".
// Pure functions, no dependencies: used to gate programme lessons before they are published.

const STRONG = new Set(['a', 'e', 'o', 'á', 'é', 'ó']);
const ACCENTED_WEAK = new Set(['í', 'ú']);
const VOWELS = new Set(['a', 'e', 'i', 'o', 'u', 'á', 'é', 'í', 'ó', 'ú', 'ü']);
const LETTER = /[a-záéíóúüñ]/;

/** Two vowels side by side form a hiatus (two syllables) rather than a diphthong (one). */
function isHiatus(first: string, second: string): boolean {
  if (STRONG.has(first) && STRONG.has(second)) return true; // caer, leer, poeta
  if (ACCENTED_WEAK.has(first) || ACCENTED_WEAK.has(second)) return true; // ahí, día, reír
  return first === second; // chiita: two equal weak vowels
}

/**
 * Spanish syllables of one word, by orthographic rules: every group of vowels is one syllable
 * unless two of its vowels form a hiatus. Strong vowels are a e o (accented or not), weak are
 * i u; an accented í ú breaks a diphthong; 'ü' is pronounced; the 'u' of 'qu'/'gu' before
 * e or i is silent; 'y' at the end of a word is a vowel ("rey", "hoy", "y"); 'h' separates.
 * Any word counts at least one syllable (abbreviations such as "mg"); numbers count one
 * syllable per digit plus one, a rough stand-in for reading them aloud.
 */
export function countSyllables(word: string): number {
  const lower = word.normalize('NFC').toLowerCase();
  if (/^\d/.test(lower)) return lower.replace(/\D/g, '').length + 1;
  const letters = [...lower].filter((char) => LETTER.test(char) || char === 'y').join('');
  if (letters.length === 0) return 0;
  const spoken = letters
    .replace(/([qg])u(?=[eiéí])/g, '$1') // queso, guerra, guiso: the u is silent
    .replace(/y$/, 'i'); // rey, hoy, muy, y
  let syllables = 0;
  let previous: string | null = null;
  for (const char of spoken) {
    if (!VOWELS.has(char)) {
      previous = null;
      continue;
    }
    if (previous === null || isHiatus(previous, char)) syllables += 1;
    previous = char;
  }
  return Math.max(1, syllables);
}

/** Markdown → plain prose; every list item, heading and paragraph end becomes a sentence end. */
function plainSentences(text: string): string[] {
  const blocks: string[] = [];
  for (const rawLine of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1') // images
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1') // links
      .replace(/`+/g, '')
      .replace(/^\s{0,3}#{1,6}\s+/, '') // headings
      .replace(/^\s{0,3}>\s?/, '') // quotes
      .replace(/^\s*(?:[-*+]|\d+[.)])\s+/, '\n') // list markers: the item starts a new sentence
      .replace(/[*_~]+/g, '') // emphasis
      .trim();
    // A line ending with a break (list item, heading, end of paragraph) ends the sentence only
    // when the next line does not simply continue a wrapped paragraph.
    const isListItem = /^\s*(?:[-*+]|\d+[.)])\s+/.test(rawLine);
    const isHeading = /^\s{0,3}#{1,6}\s+/.test(rawLine);
    if (line === '') blocks.push('\n');
    else blocks.push(isListItem || isHeading ? `${line}\n` : `${line} `);
  }
  const prose = blocks.join('');
  // Decimal numbers (7.2, 4,4) are one word: protect their separator from sentence splitting.
  const protectedProse = prose.replace(/(\d)[.,](\d)/g, '$1\uE000$2');
  return protectedProse
    .split(/[.!?:;\n]+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => words(sentence).length > 0);
}

function words(sentence: string): string[] {
  return sentence.match(/[\p{L}\d\uE000]+/gu)?.filter((token) => /[\p{L}\d]/u.test(token)) ?? [];
}

/**
 * INFLESZ (Szigriszt-Pazos) score of a Spanish text after stripping Markdown:
 * 206.835 − 62.3 × (syllables / words) − (words / sentences).
 * Scale: < 40 muy difícil, 40–55 algo difícil, 55–65 normal, 65–80 bastante fácil, > 80 muy fácil
 * (the programme gate is 60). Sentences end at . ! ? : ; and at the end of a list item,
 * heading or paragraph. An empty text scores 0.
 */
export function inflesz(text: string): number {
  const sentences = plainSentences(text);
  const allWords = sentences.flatMap(words);
  if (allWords.length === 0) return 0;
  const syllables = allWords.reduce((sum, word) => sum + countSyllables(word), 0);
  return 206.835 - 62.3 * (syllables / allWords.length) - allWords.length / sentences.length;
}
