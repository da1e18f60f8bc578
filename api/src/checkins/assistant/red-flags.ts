// Messages that must be escalated to a doctor or emergency services instead of coached.
// Safety first: negation is ignored here ("no sé si fue un desmayo" still escalates).
import type { RedFlag } from './assistant.js';
import { glucoseReadings } from './glucose-readings.js';
import { compilePatterns, firstMatch, type Pattern } from '@tm/shared-contracts/clinical';
import type { NormalisedText } from '@tm/shared-contracts/clinical';

/** ADA: level 1 hypoglycaemia below 70 mg/dL; 300 and above needs urgent medical advice. */
export const HYPOGLYCAEMIA_BELOW = 70;
export const VERY_HIGH_GLUCOSE_FROM = 300;

const ANY_PHRASE: Record<RedFlag, string[]> = {
  autolesion: [
    'suicid*, quitarme la vida, quiero morir*, ganas de morir*, no quiero vivir',
    'no quiero seguir viviendo, hacerme dano, lastimarme, autoles*, cort* brazos',
    'cort* piernas, cort* munecas, mejor estar muert*, mejor muert*, acabar con todo',
    'acabar con mi vida, desaparecer para siempre, no vale la pena vivir',
  ],
  'dolor-pecho': [
    'dolor pecho, duele pecho, opresion pecho, presion pecho, apret* pecho, infarto',
    'dolor brazo izquierdo',
  ],
  desmayo: ['desmay*, perdi el conocimiento, perdi la conciencia, desvanec*, sincope'],
  hipoglucemia: [
    'hipoglucemia, hipoglicemia, bajon de azucar, bajon de glucosa, se me bajo el azucar',
    'se me bajo la glucosa, tuve el azucar baja, tengo el azucar baja, azucar muy baja',
    'glucosa muy baja, sudor frio, sudando frio, desorientad*, no se donde estoy',
    'confundid* !con !sobre !de !por !en !acerca !respecto',
    'confusion !con !sobre !de !por',
  ],
  hiperglucemia: [
    'hiperglucemia, hiperglicemia, cetonas, cetoacidosis, azucar muy alta',
    'glucosa muy alta, azucar altisima, glucosa altisima',
  ],
  'trastorno-alimentario': [
    'purg*, vomit* proposito, me hago vomitar, provoc* vomit*, oblig* vomit*',
    'laxant* +para, dej* +de +comer $, dej* +de +comer +para, dej* +de +comer +por',
    'dej* +de +comer +del +todo, dej* +de +comer +completamente, no +como +nada $',
    'casi +no +como $, no he comido nada, dias +sin +comer, miedo engordar',
    'terror engordar, panico engordar, miedo subir de peso',
  ],
  'herida-pie': ['pie diabetico'],
  embarazo: ['embaraz*, encinta, esperando un bebe'],
};

/** Flags raised only when both kinds of words appear anywhere in the message. */
const BOTH_PHRASES: [RedFlag, string[], string[]][] = [
  ['hipoglucemia', ['tiembl*, tembl*'], ['sudor*, sudand*, sudo, sude, sudaba, sudada, transpir*']],
  ['hiperglucemia', ['sed, sedient*'], ['orin*, pipi, pis, miccion*, mucho al bano']],
  ['trastorno-alimentario', ['atrac*'], ['culpa*, asco de mi, me odio, verguenza, vomit*']],
  [
    'herida-pie',
    ['pie, pies, talon, talones, dedo del pie'],
    ['herida*, llaga*, ulcer*, ampolla*, corte, cortada, lastimad*, infectad*, pus, no cicatriza'],
  ],
];

// Vomiting alone escalates as a sign of very high glucose (ADA sick-day rules), unless it is an
// eating-disorder cue, which has its own answer.
const VOMITING = compilePatterns(['vomit*, vomito']);

const ANY = Object.entries(ANY_PHRASE).map(
  ([flag, lines]) => [flag as RedFlag, compilePatterns(lines)] as const,
);
const BOTH = BOTH_PHRASES.map(
  ([flag, a, b]) => [flag, compilePatterns(a), compilePatterns(b)] as const,
);

const found = (text: NormalisedText, patterns: Pattern[]): boolean =>
  firstMatch(text, patterns) >= 0;

export function detectRedFlags(text: NormalisedText): RedFlag[] {
  const flags = new Set<RedFlag>();
  for (const [flag, patterns] of ANY) if (found(text, patterns)) flags.add(flag);
  for (const [flag, a, b] of BOTH) if (found(text, a) && found(text, b)) flags.add(flag);
  for (const reading of glucoseReadings(text.words)) {
    if (reading < HYPOGLYCAEMIA_BELOW) flags.add('hipoglucemia');
    if (reading >= VERY_HIGH_GLUCOSE_FROM) flags.add('hiperglucemia');
  }
  if (!flags.has('trastorno-alimentario') && found(text, VOMITING)) flags.add('hiperglucemia');
  return [...flags];
}
