// How the answer meets the person: their feelings first, then their functional pattern.
import type { Emotion } from './assistant.js';
import { stripAccents } from '@tm/shared-contracts/clinical';

const FEELINGS: Record<Emotion, string> = {
  cansancio: 'Siento que estés con tanto cansancio. Tu cuerpo te pide cuidado, no más exigencia.',
  frustración:
    'Es normal sentir frustración cuando los cambios van lentos. Los pasos pequeños también ' +
    'cuentan.',
  ansiedad:
    'La ansiedad se siente fuerte. Soltar el aire despacio, más largo de lo que lo tomas, calma ' +
    'el cuerpo.',
  tristeza:
    'Siento que estés pasando días tristes, y gracias por contármelo. Si la tristeza dura más ' +
    'de dos semanas, cuéntaselo a tu médico.',
  motivación: '¡Qué bueno leer esto! Tu constancia está dando frutos.',
  culpa:
    'No hace falta sentir culpa: comer no es portarse bien o mal. Cada comida es una nueva ' +
    'oportunidad.',
  miedo: 'Es normal sentir miedo por la salud. Vamos paso a paso, y tu médico te acompaña.',
};

/** Two acknowledgements at most, so the answer stays short. */
const MAX_FEELINGS = 2;

export function acknowledgeFeelings(emotions: readonly Emotion[]): string[] {
  return emotions.slice(0, MAX_FEELINGS).map((emotion) => FEELINGS[emotion]);
}

// The four categories of the simple diagnosis; combined patterns join two ("Metabólico-Estrés").
const PATTERN_FOCUS: Record<string, string> = {
  metabolico: 'cuidar los picos de azúcar',
  digestivo: 'cuidar tu digestión',
  estres: 'calmar tu sistema nervioso',
  inflamatorio: 'bajar la inflamación',
};

export function patternLine(patron: string | undefined): string | undefined {
  const name = patron?.trim();
  if (!name) return undefined;
  const focus = stripAccents(name)
    .split(/[^a-z]+/)
    .flatMap((word) => PATTERN_FOCUS[word] ?? []);
  if (focus.length === 0) return `Tu patrón funcional es ${name}, y lo tengo en cuenta.`;
  return `Como tu patrón funcional es ${name}, esta semana nos enfocamos en ${focus.join(' y ')}.`;
}
