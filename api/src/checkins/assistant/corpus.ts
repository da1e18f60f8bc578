// Labelled weekly messages, written for the tests the way people really type: missing accents,
// typos, slang, several topics at once, or none. Line format: `message | systems | emotions`.
// Red flags are evaluated on the frozen sets in ./eval, written by people who never read the rules.
import { EMOTIONS, SYSTEMS, type BodySystem, type Emotion } from './assistant.js';
import { EVERYDAY_LINES } from './corpus-everyday.js';
import { MIXED_LINES } from './corpus-mixed.js';
import { SECOND_ROUND_LINES } from './corpus-second-round.js';

export interface LabelledMessage {
  message: string;
  systems: BodySystem[];
  emotions: Emotion[];
}

function labels<T extends string>(field: string | undefined, allowed: readonly T[]): T[] {
  const values = (field ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  for (const value of values) {
    if (!(allowed as readonly string[]).includes(value))
      throw new Error(`Etiqueta desconocida: ${value}`);
  }
  return values as T[];
}

export function parseCorpusLine(line: string): LabelledMessage {
  const [message = '', systems, emotions] = line.split('|').map((part) => part.trim());
  return {
    message,
    systems: labels(systems, SYSTEMS),
    emotions: labels(emotions, EMOTIONS),
  };
}

export const CORPUS: LabelledMessage[] = [
  ...EVERYDAY_LINES,
  ...MIXED_LINES,
  ...SECOND_ROUND_LINES,
].map(parseCorpusLine);
