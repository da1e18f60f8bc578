// The answer's first lines after the greeting: what the person wrote about, in her own word where
// that is safe, worded in one of a few ways chosen from the message itself (the same message
// always gets the same words, so answers stay reproducible and testable).
import { normalise, stripAccents } from '@tm/shared-contracts/clinical';
import type { BodySystem } from './assistant.js';
import { GUIDANCE } from './guidance.js';
import { topicWord, type CoachingTopic } from './topics.js';

/** How each topic is named inside a sentence: "Hablemos de tus cenas". */
const TOPIC_NAMES: Record<CoachingTopic, string> = {
  dinner: 'tus cenas',
  breakfast: 'tu desayuno',
  snack: 'lo que comes entre comidas',
  fruit: 'la fruta',
  eating_out: 'comer fuera de casa',
  alcohol: 'el alcohol',
  sweeteners: 'los endulzantes',
  sleep: 'tu descanso',
  stress: 'el estrés y cómo te sientes',
  movement: 'moverte',
  cravings: 'los antojos',
  family: 'comer en familia',
  digestion: 'tu digestión',
  progress: 'cómo va tu semana',
};

/**
 * Topics whose matching word is about food or a habit, so repeating it back is safe; a feeling,
 * a symptom or a family conflict is named by the topic, never quoted.
 */
const QUOTABLE: ReadonlySet<CoachingTopic> = new Set([
  'dinner',
  'breakfast',
  'snack',
  'fruit',
  'eating_out',
  'sweeteners',
  'sleep',
  'movement',
]);

/** "de el alcohol" → "del alcohol". */
const of = (about: string) => (about.startsWith('el ') ? `del ${about.slice(3)}` : `de ${about}`);

const QUOTED: ((word: string, about: string) => string)[] = [
  (word, about) => `Me escribiste «${word}»: hablemos ${of(about)}.`,
  (word, about) => `Vi que mencionas «${word}», así que vamos con ${about}.`,
  (word, about) => `Tu mensaje habla ${of(about)} («${word}»), y por ahí empiezo.`,
];
const NAMED: ((about: string) => string)[] = [
  (about) => `Gracias por contarme ${of(about)}.`,
  (about) => `Hablemos ${of(about)}, que es lo que me cuentas.`,
  (about) => `Tu mensaje es sobre ${about}, y por ahí empiezo.`,
];
const GENERAL = [
  'Gracias por escribirme esta semana.',
  'Qué bueno saber de ti esta semana.',
  'Gracias por contarme cómo vas.',
];
const REPORT_LEADS = [
  'Recuerda tu informe inicial.',
  'Vuelve a tu informe inicial.',
  'Tu informe inicial sigue contigo.',
];

/** FNV-1a over the message's words: a stable choice among variants, no randomness. */
export function messageSeed(message: string): number {
  let hash = 0x811c9dc5;
  for (const char of normalise(message).words.join(' ')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

const pick = <T>(variants: readonly T[], seed: number): T => variants[seed % variants.length]!;

/** Her word, lower case and letters only, if the topic's own lexicon matched it. */
function safeWord(message: string, topic: CoachingTopic): string | undefined {
  if (!QUOTABLE.has(topic)) return undefined;
  const word = topicWord(message, topic)?.toLowerCase();
  return word && /^\p{L}{3,20}$/u.test(word) ? word : undefined;
}

interface OpeningInput {
  message: string;
  topic: CoachingTopic | undefined;
  systems: readonly BodySystem[];
  /** False when triage found something: then the topic is named but nothing is quoted. */
  mayQuote: boolean;
}

/** One sentence about what the message is about, to follow "Hola, …". */
export function openingLine({ message, topic, systems, mayQuote }: OpeningInput): string {
  const seed = messageSeed(message);
  const about = topic ? TOPIC_NAMES[topic] : systems[0] && GUIDANCE[systems[0]].topic;
  if (!about) return pick(GENERAL, seed);
  const word = topic && mayQuote ? safeWord(message, topic) : undefined;
  // «fruta» beside "la fruta" says nothing new.
  const echoes = word !== undefined && stripAccents(about).includes(stripAccents(word));
  return word && !echoes ? pick(QUOTED, seed)(word, about) : pick(NAMED, seed)(about);
}

/** "Recuerda tu informe inicial." in one of a few wordings, before the report's focus. */
export const reportLead = (message: string): string => pick(REPORT_LEADS, messageSeed(message));
