// With a language model configured (LLM_BASE_URL), it reads each message the rules did not find
// an emergency in against the same taxonomy (docs/assistant-triage.md). What it finds can only
// raise the tier, never lower or replace the rules' triage, and counts only when it quotes the
// words of the message that show the sign: a model that imagines a symptom changes nothing.
import { normalise } from '@tm/shared-contracts/clinical';
import { z } from 'zod';
import {
  tierOf,
  TRIAGE_CATEGORIES,
  TRIAGE_TIERS,
  type TriageCategory,
  type TriageResult,
} from './taxonomy.js';

export interface SecondOpinion {
  /** Most urgent first; empty when the message shows no sign. */
  categories: TriageCategory[];
  aboutSomeoneElse: boolean;
}

/** The signs, as the model is told them: the taxonomy's table in a sentence each. */
const SIGNS: Record<TriageCategory, string> = {
  suicidal:
    'pensamientos o deseos de morir, de quitarse la vida o de no despertar, un plan, autolesión, o intención de tomarse muchas pastillas o mucha insulina a propósito',
  chest_pain:
    'dolor, presión, opresión o peso en el pecho ahora, aunque lo diga con otras palabras, también si va al brazo, la mandíbula, la espalda o la boca del estómago, con sudor frío o falta de aire',
  stroke:
    'ahora: la cara caída o torcida, debilidad o adormecimiento de un brazo, una pierna o un lado, no poder hablar o entender, pérdida súbita de la vista o visión doble, pérdida súbita del equilibrio, el peor dolor de cabeza de su vida',
  fainting: 'un desmayo ahora o hace un momento, o alguien que no despierta',
  low_sugar:
    'azúcar baja ahora: menos de 70 mg/dL (3,9 mmol/L) con síntomas (temblor, sudor frío, confusión, mareo, visión borrosa), menos de 54 mg/dL (3,0 mmol/L), o una persona confundida, muy somnolienta o que no puede tragar',
  high_sugar_crisis:
    'azúcar muy alta ahora (más de unos 300 mg/dL o 16,7 mmol/L, o el medidor dice HI) con mucha sed, vómito, somnolencia o confusión, respiración profunda o rápida, aliento a fruta o cetonas',
  foot: 'una herida, llaga, ampolla o úlcera del pie que no sana, infección, pus, enrojecimiento y calor, un dedo oscuro o negro',
  pregnancy: 'embarazo o posible embarazo (un retraso, una prueba positiva) de la persona',
  urinary_fever:
    'fiebre con ardor al orinar o sangre en la orina, o con dolor en un costado o la parte baja de la espalda',
  persistent_vomiting: 'vómito o diarrea desde hace horas sin poder retener líquidos',
  eating_disorder:
    'provocarse el vómito, ayunar días a propósito, atracones con purga, saltarse la insulina o usar laxantes para bajar de peso',
  past_episode:
    'un episodio de los anteriores que ya pasó y se resolvió (una baja la semana pasada ya tratada, un desmayo hace dos semanas), sin nada ahora',
  repeated_lows: 'varias lecturas bajas en los últimos días, sin síntomas ahora',
  persistent_high:
    'lecturas muy altas que se repiten (más de 250 mg/dL varios días) sin síntomas de crisis',
};

export const SECOND_OPINION_PROMPT = [
  'Eres una enfermera de triaje. Lees un mensaje semanal que escribe una persona adulta con diabetes tipo 2, prediabetes o resistencia a la insulina, o un familiar suyo, en un programa de nutrición. Puede escribir sin acentos, con faltas, con metáforas o en voz dictada.',
  'Di solo si el mensaje muestra alguna de estas señales. Cuenta lo que pasa ahora o acaba de pasar a la persona o a alguien con ella; no cuentes lo negado ("no tengo dolor de pecho"), las preguntas generales ("¿qué es una hipoglucemia?") ni lo de un familiar hace años.',
  ...TRIAGE_CATEGORIES.map((c) => `- ${c}: ${SIGNS[c]}.`),
  'Responde solo con JSON, sin nada más: {"categorias": ["..."], "cita": "las palabras exactas del mensaje que muestran la señal", "otraPersona": true o false}. Sin señal: {"categorias": [], "cita": "", "otraPersona": false}. Nunca des consejos.',
].join('\n');

const replySchema = z.object({
  categorias: z.array(z.enum(TRIAGE_CATEGORIES)),
  cita: z.string(),
  otraPersona: z.boolean(),
});

/** A quote must say something: "la" is in almost every message. */
const MIN_QUOTE_LETTERS = 5;

const wordsOf = (text: string) => ` ${normalise(text).words.join(' ')} `;

/** The model's reply as an opinion, or why it does not count. */
export function opinionFromReply(
  reply: string,
  message: string,
): { opinion: SecondOpinion | null; problem?: string } {
  const json = /\{[\s\S]*\}/.exec(reply)?.[0];
  let parsed: unknown;
  try {
    parsed = json === undefined ? undefined : JSON.parse(json);
  } catch {
    // read as no JSON below
  }
  const read = replySchema.safeParse(parsed);
  if (!read.success) return { opinion: null, problem: 'segunda opinión sin el JSON pedido' };
  const { categorias, cita, otraPersona } = read.data;
  if (categorias.length > 0) {
    const quote = wordsOf(cita);
    if (quote.replace(/\s/g, '').length < MIN_QUOTE_LETTERS || !wordsOf(message).includes(quote))
      return { opinion: null, problem: 'segunda opinión sin una cita del mensaje' };
  }
  const rank = (c: TriageCategory) => TRIAGE_TIERS.indexOf(tierOf(c));
  const categories = [...new Set(categorias)].sort((a, b) => rank(a) - rank(b));
  return { opinion: { categories, aboutSomeoneElse: otraPersona } };
}

/** The rules' triage, raised to the opinion's most urgent tier when that is higher. */
export function raisedBy(rules: TriageResult, opinion: SecondOpinion | null): TriageResult {
  const above = (opinion?.categories ?? []).filter(
    (c) => TRIAGE_TIERS.indexOf(tierOf(c)) < TRIAGE_TIERS.indexOf(rules.tier),
  );
  const tier = above[0] && tierOf(above[0]);
  if (!tier) return rules;
  return {
    ...rules,
    tier,
    categories: [...above.filter((c) => tierOf(c) === tier), ...rules.categories],
    aboutSomeoneElse: rules.aboutSomeoneElse || opinion!.aboutSomeoneElse,
  };
}
