// Who and how a phrase is meant. "Me da miedo la insulina", "mi mamá usa insulina", "resistencia
// a la insulina" and "no uso insulina" name insulin without the person taking it; a fact is kept
// only when the words before it in the same stretch of text say nothing else.
import { compilePatterns, firstMatch, type Pattern } from './matcher.js';
import { normalise, stripAccents } from './text.js';

export type MentionContext = 'own' | 'negated' | 'fear' | 'otherPerson' | 'hypothetical' | 'past';

export interface Mention {
  context: MentionContext;
  /** The stretch of the person's text that holds the phrase, as written. */
  quote: string;
  /** The matched word as written ("Jardiance"), for naming it back. */
  word: string;
}

// Stretches end at sentence punctuation, commas (not decimal ones) and contrast words: "tomo metformina, me da miedo
// la insulina" is two stretches, so the fear does not reach the metformin.
const STRETCH_BREAK = /[;!?¿¡\n()]|\.(?!\d)|,(?!\d)|\b(?:pero|aunque|sino|mientras|porque)\b/i;

function stretches(text: string): string[] {
  const out: string[] = [];
  let rest = text;
  while (rest.length > 0) {
    const found = rest.match(STRETCH_BREAK);
    const cut = found?.index ?? rest.length;
    const piece = rest.slice(0, cut).trim();
    if (piece) out.push(piece);
    rest = rest.slice(cut + (found?.[0].length ?? 0));
  }
  return out;
}

const CONTEXT_PATTERNS: [MentionContext, Pattern[]][] = [
  [
    'otherPerson',
    compilePatterns([
      'mi mama, mi mami, mi madre, mi papa, mi padre, mi esposo, mi esposa, mi marido, mi mujer',
      'mi hijo, mi hija, mi hermano, mi hermana, mi abuelo, mi abuela, mi tio, mi tia, mi pareja',
      'mi suegro, mi suegra, mi primo, mi prima, mi vecino, mi vecina, mi amigo, mi amiga',
      'mis papas, mis padres, mis hermanos, mis hijos, mis abuelos, mi familia, mi cuñad*',
      'a mi mama, a mi papa, su mama, su papa, un familiar, una amiga, un amigo',
    ]),
  ],
  [
    'fear',
    compilePatterns([
      'miedo, temor, asusta, asustan, preocupa, preocupan, panico, terror, no quiero',
      'no quisiera, ojala no, evitar, evito',
    ]),
  ],
  [
    'hypothetical',
    compilePatterns([
      'si, quiere ponerme, quieren ponerme, me quiere poner, me quieren poner, me van a poner',
      'me quiere dar, me quieren dar, me quiere recetar, quiere recetarme, me van a recetar',
      'propuso, sugirio, sugiere, menciono, hablo de, ofrecio, podria, podrian, tal vez, quizas',
      'necesitar, necesite, llegue a, pasar a, cambiar a, riesgo de, prevenir, para no',
    ]),
  ],
  [
    'past',
    compilePatterns([
      'antes, deje, deje de, dejo de, suspendi, suspendieron, me quitaron, me retiraron',
      'usaba, tomaba, me ponia, hace anos usaba',
    ]),
  ],
];

// Phrases where a medicine word names something else ("resistencia a la insulina").
const NOT_A_MEDICINE = compilePatterns([
  'resistencia a la, resistencia +a, resistente a la, sensibilidad a la, nivel de, niveles de',
  'insulina en ayunas, curva de, indice homa, homa, prueba de, examen de, analisis de',
]);

const NEGATORS = /\b(no|nunca|jamas|ni|sin|tampoco)\b/;

/** Every stretch of `text` where one of `patterns` matches, with how it is meant. */
export function findMentions(
  text: string | undefined,
  patterns: Pattern[],
  options: { medicine?: boolean } = {},
): Mention[] {
  if (!text?.trim()) return [];
  const out: Mention[] = [];
  for (const stretch of stretches(text)) {
    const words = normalise(stretch).words.filter((w) => normalise(w).clauses.length > 0);
    // Every match in the stretch: "glimepirida y glibenclamida" names two medicines.
    for (let from = 0; from < words.length;) {
      const found = firstMatch(normalise(words.slice(from).join(' ')), patterns);
      if (found < 0) break;
      const position = from + found;
      const before = words.slice(0, position).join(' ');
      // Only the words next to a medicine say it names something else ("resistencia a la insulina").
      const nearby = words.slice(Math.max(0, position - 3), position + 3).join(' ');
      const notAMedicine =
        options.medicine === true && firstMatch(normalise(nearby), NOT_A_MEDICINE) >= 0;
      const word = surfaceWord(stretch.split(/\s+/), words[position] ?? '');
      out.push({ context: notAMedicine ? 'negated' : contextOf(before), quote: stretch, word });
      from = position + 1;
    }
  }
  return out;
}

function contextOf(before: string): MentionContext {
  const head = normalise(before);
  for (const [context, patterns] of CONTEXT_PATTERNS)
    if (firstMatch(head, patterns) >= 0) return context;
  // "no uso insulina", "nunca he tomado": a negator within the four words before the phrase.
  if (NEGATORS.test(before.split(' ').slice(-4).join(' '))) return 'negated';
  return 'own';
}

/** The word as the person typed it (keeping "Jardiance" or "glibenclamida" readable). */
function surfaceWord(surface: string[], plain: string): string {
  const found = surface.find((w) => stripAccents(w).replace(/[^a-z0-9]/g, '') === plain);
  return (found ?? plain).replace(/^[^\p{L}\d]+|[^\p{L}\d]+$/gu, '');
}

/** Mentions that are the person's own, present situation. */
export const own = (mentions: Mention[]) => mentions.filter((m) => m.context === 'own');
