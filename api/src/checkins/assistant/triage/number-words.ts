// Numbers written in words ("cuarenta y ocho", "trescientos") as digits, so a reading written
// out is read like one in figures. Units alone ("dos días") stay words: only a hundred, a ten or
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

/** The message with every number written in words as digits; the rest is left as written (the
 * words are found without accents or capitals, which keeps the length of NFC text). */
export function numbersInWords(message: string): string {
  const text = message.normalize('NFC');
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
