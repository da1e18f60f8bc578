// Numbers written in words ("cuarenta y ocho", "three hundred eighty") as digits, so a reading
// written out is read like one in figures. Units alone ("dos días") stay words: only a hundred, a ten or
// a twenty-something starts a number.
import { stripAccents } from '@tm/shared-contracts/clinical';

const UNITS: Record<string, number> = {
  un: 1,
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
};
const TEENS: Record<string, number> = {
  diez: 10,
  once: 11,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  dieciseis: 16,
  diecisiete: 17,
  dieciocho: 18,
  diecinueve: 19,
};
const TENS: Record<string, number> = {
  veinte: 20,
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  sincuenta: 50,
  sesenta: 60,
  setenta: 70,
  ochenta: 80,
  noventa: 90,
};
const HUNDREDS: Record<string, number> = {
  cien: 100,
  ciento: 100,
  doscientos: 200,
  trescientos: 300,
  cuatrocientos: 400,
  quinientos: 500,
  seiscientos: 600,
  setecientos: 700,
  ochocientos: 800,
  novecientos: 900,
  // As they sound: "cuatrosientos y pico".
  dosientos: 200,
  tresientos: 300,
  trecientos: 300,
  cuatrosientos: 400,
  seisientos: 600,
  setesientos: 700,
  ochosientos: 800,
  novesientos: 900,
};

const alternatives = (words: Record<string, number>) => Object.keys(words).join('|');
const TWENTIES = `veinti(?:${alternatives(UNITS)})`;
const BELOW_HUNDRED = `(?:${alternatives(TENS)})(?: y (?:${alternatives(UNITS)}))?|${TWENTIES}`;
const NUMBER = new RegExp(
  `\\b(?:(?:${alternatives(HUNDREDS)})(?: (?:${BELOW_HUNDRED}|${alternatives(TEENS)}|${alternatives(UNITS)}))?|${BELOW_HUNDRED})\\b`,
  'g',
);

function valueOf(words: string): number {
  return words
    .split(' ')
    .filter((word) => word !== 'y')
    .reduce((sum, word) => {
      if (word.startsWith('veinti')) return sum + 20 + (UNITS[word.slice(6)] ?? 0);
      return sum + (HUNDREDS[word] ?? TENS[word] ?? TEENS[word] ?? UNITS[word] ?? 0);
    }, 0);
}

// English, as said aloud: "three hundred (and) eighty", "forty-five", and a meter read out by
// its hundreds, "two seventy". A unit alone ("one or two days") stays a word, and so does a time
// ("at two thirty").
const EN_UNITS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
};
const EN_TEENS: Record<string, number> = {
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const EN_TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const EN_BELOW_HUNDRED = `(?:${alternatives(EN_TENS)})(?:[- ](?:${alternatives(EN_UNITS)}))?`;
const EN_NUMBER = new RegExp(
  `(?<!\\b(?:at|by|till|until|before|after|since|from|past|to|${alternatives(EN_UNITS)}) )\\b(?:(?:${alternatives(EN_UNITS)}) (?:hundred(?: and)?(?: (?:${EN_BELOW_HUNDRED}|${alternatives(EN_TEENS)}|${alternatives(EN_UNITS)}))?|${EN_BELOW_HUNDRED})|${EN_BELOW_HUNDRED})\\b`,
  'gi',
);

/** "In the sixties": a range of readings (or an age, which the readings tell apart). */
const EN_DECADES = new RegExp(
  `\\b(${alternatives(EN_TENS).replace(/y(?=\||$)/g, 'ies')})\\b`,
  'gi',
);
const decadeOf = (word: string) => `${EN_TENS[word.toLowerCase().replace(/ies$/, 'y')] ?? 0}s`;

function englishValueOf(words: string): number {
  const parts = words
    .toLowerCase()
    .split(/[- ]/)
    .filter((word) => word !== 'and');
  const said = parts.map((word) => EN_UNITS[word] ?? EN_TEENS[word] ?? EN_TENS[word] ?? 0);
  // "Two seventy": the hundreds said without "hundred".
  if (parts[1] !== 'hundred' && parts.length > 1 && EN_UNITS[parts[0]!] && EN_TENS[parts[1]!])
    return said[0]! * 100 + said.slice(1).reduce((sum, v) => sum + v, 0);
  return parts.reduce((sum, word, k) => (word === 'hundred' ? sum * 100 : sum + (said[k] ?? 0)), 0);
}

/** "Treinta y siete punto ocho", "two point nine": a decimal said aloud (a fever, a mmol/L). */
const TENTHS: Record<string, string> = Object.fromEntries(
  [
    'cero zero',
    'uno one',
    'dos two',
    'tres three',
    'cuatro four',
    'cinco five',
    'seis six',
    'siete seven',
    'ocho eight',
    'nueve nine',
  ].flatMap((names, digit) => names.split(' ').map((name) => [name, String(digit)])),
);
const SAID_DECIMAL = new RegExp(
  `\\b(\\d{1,3}) (?:punto|point) (\\d|${Object.keys(TENTHS).join('|')})\\b`,
  'gi',
);

/** The message with every number written in words as digits, Spanish or English; the rest is
 * left as written. */
export function numbersInWords(message: string): string {
  const text = message.normalize('NFC');
  return spanishInDigits(text)
    .replace(EN_NUMBER, (words) => String(englishValueOf(words)))
    .replace(EN_DECADES, decadeOf)
    .replace(
      SAID_DECIMAL,
      (_, whole: string, tenth: string) => `${whole}.${TENTHS[tenth.toLowerCase()] ?? tenth}`,
    );
}

/** Spanish numbers, found without accents or capitals (which keeps the length of NFC text). */
function spanishInDigits(text: string): string {
  const plain = stripAccents(text);
  if (plain.length !== text.length) return text;
  let result = '';
  let from = 0;
  for (const match of plain.matchAll(NUMBER)) {
    result += text.slice(from, match.index) + String(valueOf(match[0]));
    from = match.index + match[0].length;
  }
  return result + text.slice(from);
}
