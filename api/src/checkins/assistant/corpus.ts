// Labelled weekly messages, written for the tests the way people really type: missing accents,
// typos, slang, several topics at once, or none. Line format: `message | systems | emotions | flags`.
import {
  EMOTIONS,
  RED_FLAGS,
  SYSTEMS,
  type BodySystem,
  type Emotion,
  type RedFlag,
} from './assistant.js';
import { EVERYDAY_LINES } from './corpus-everyday.js';
import { MIXED_LINES } from './corpus-mixed.js';
import { RED_FLAG_LINES } from './corpus-red-flags.js';
import { SECOND_ROUND_LINES } from './corpus-second-round.js';

export interface LabelledMessage {
  message: string;
  systems: BodySystem[];
  emotions: Emotion[];
  redFlags: RedFlag[];
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
  const [message = '', systems, emotions, redFlags] = line.split('|').map((part) => part.trim());
  return {
    message,
    systems: labels(systems, SYSTEMS),
    emotions: labels(emotions, EMOTIONS),
    redFlags: labels(redFlags, RED_FLAGS),
  };
}

export const CORPUS: LabelledMessage[] = [
  ...EVERYDAY_LINES,
  ...MIXED_LINES,
  ...RED_FLAG_LINES,
  ...SECOND_ROUND_LINES,
].map(parseCorpusLine);
