// How the report names a medicine back: the generic name, with the brand the person wrote
// ("Diamicron (gliclazida)", "Lantus (insulina)"), and the right spelling of a typo
// ("glimepirda (glimepirida)"), so the person recognises it and the doctor can read it.
import { stripAccents } from './text.js';

const GENERICS = [
  'insulina',
  'glibenclamida',
  'glimepirida',
  'gliclazida',
  'glipizida',
  'repaglinida',
  'nateglinida',
  'empagliflozina',
  'dapagliflozina',
  'canagliflozina',
  'ertugliflozina',
  'semaglutida',
  'liraglutida',
  'dulaglutida',
  'exenatida',
  'tirzepatida',
  'lixisenatida',
  'metformina',
  'sitagliptina',
  'linagliptina',
  'vildagliptina',
  'saxagliptina',
  'alogliptina',
  'pioglitazona',
  'acarbosa',
];

const BRANDS: Record<string, string> = {
  lantus: 'insulina',
  toujeo: 'insulina',
  basaglar: 'insulina',
  semglee: 'insulina',
  levemir: 'insulina',
  tresiba: 'insulina',
  humulin: 'insulina',
  novolin: 'insulina',
  insulatard: 'insulina',
  humalog: 'insulina',
  admelog: 'insulina',
  novorapid: 'insulina',
  novolog: 'insulina',
  fiasp: 'insulina',
  apidra: 'insulina',
  ryzodeg: 'insulina',
  nph: 'insulina',
  glargina: 'insulina',
  detemir: 'insulina',
  degludec: 'insulina',
  lispro: 'insulina',
  aspart: 'insulina',
  daonil: 'glibenclamida',
  euglucon: 'glibenclamida',
  gliburida: 'glibenclamida',
  glyburide: 'glibenclamida',
  amaryl: 'glimepirida',
  diamicron: 'gliclazida',
  glucotrol: 'glipizida',
  novonorm: 'repaglinida',
  prandin: 'repaglinida',
  jardiance: 'empagliflozina',
  forxiga: 'dapagliflozina',
  farxiga: 'dapagliflozina',
  invokana: 'canagliflozina',
  steglatro: 'ertugliflozina',
  ozempic: 'semaglutida',
  rybelsus: 'semaglutida',
  wegovy: 'semaglutida',
  victoza: 'liraglutida',
  saxenda: 'liraglutida',
  trulicity: 'dulaglutida',
  byetta: 'exenatida',
  bydureon: 'exenatida',
  mounjaro: 'tirzepatida',
  zepbound: 'tirzepatida',
  glucophage: 'metformina',
  januvia: 'sitagliptina',
  trayenta: 'linagliptina',
  trajenta: 'linagliptina',
  galvus: 'vildagliptina',
  onglyza: 'saxagliptina',
};

/** Damerau–Levenshtein distance, small strings only. */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i += 1)
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = d[i]!;
      row[j] = Math.min(d[i - 1]![j]! + 1, row[j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j]!, d[i - 2]![j - 2]! + 1);
    }
  return d[a.length]![b.length]!;
}

/** The name to show for a medicine word, or undefined when the word names no one medicine. */
export function medicineDisplayName(word: string): string | undefined {
  const plain = stripAccents(word).replace(/[^a-z]/g, '');
  if (plain.length < 3) return undefined;
  const brand = Object.keys(BRANDS).find((b) => plain === b || plain.startsWith(b));
  if (brand)
    return `${word.charAt(0).toUpperCase()}${word.slice(1).toLowerCase()} (${BRANDS[brand]})`;
  const generic =
    GENERICS.find((g) => plain === g || plain.startsWith(g)) ??
    GENERICS.find((g) => plain.length >= 6 && distance(plain, g) <= 2) ??
    // English spellings ("glipizide", "metformin").
    GENERICS.find((g) => plain.length >= 6 && g.startsWith(plain.replace(/e$/, '')));
  if (!generic || plain === generic) return generic;
  // A typo or another language: the person's word, then the name the doctor reads.
  return `${word.toLowerCase()} (${generic})`;
}
