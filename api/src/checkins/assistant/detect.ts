// What a weekly message talks about: body systems, feelings and medication cues (red flags are
// triage's, in ./triage).
import type { BodySystem, Emotion } from './assistant.js';
import { EMOTION_PATTERNS, SYSTEM_PATTERNS } from './lexicon.js';
import { compilePatterns, firstMatch, type Pattern } from '@tm/shared-contracts/clinical';
import { glucoseReadings } from './triage/readings.js';
import { normalise, stripAccents, type NormalisedText } from '@tm/shared-contracts/clinical';

export interface Detection {
  /** In the order the person mentioned them, so the first is their main concern. */
  systems: BodySystem[];
  emotions: Emotion[];
  mentionsMedication: boolean;
  cutsCarbohydrates: boolean;
}

const MEDICATION = compilePatterns([
  'medicament*, medicina*, medicacion, pastilla*, metformina, glibenclamida, glimepirida',
  'gliclazida, sulfonilurea*, dosis, farmaco*, insulina, ozempic, semaglutida',
]);
const CUT_VERBS = ['dej*', 'quit*', 'cort*', 'baj*', 'reduc*', 'elimin*', 'menos', 'sin'];
const CARB_FOODS = ['harina*', 'carbohidrat*', 'pan', 'tortilla*', 'arroz'];
const CARB_CUTTING = compilePatterns([
  ...CUT_VERBS.flatMap((verb) => CARB_FOODS.map((food) => `${verb} ${food}`)),
  'keto, cetogenic*, low carb, ayun*',
]);
// "Resistencia a la insulina" is a diagnosis, not a treatment.
const INSULIN_RESISTANCE = /resistencia\s+(a\s+la\s+)?insulina/g;

function ordered<K>(text: NormalisedText, entries: [K, Pattern[]][], negatable: boolean): K[] {
  return entries
    .map(([label, patterns]) => ({ label, at: firstMatch(text, patterns, negatable) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)
    .map(({ label }) => label);
}

export function detectSystems(message: string): BodySystem[] {
  const text = normalise(message);
  const systems = ordered(text, SYSTEM_PATTERNS, false);
  const hasReading = glucoseReadings(text.words).length > 0;
  return hasReading && !systems.includes('azúcar') ? [...systems, 'azúcar'] : systems;
}

/** Feelings are negatable: "no me siento motivada" is no motivation. */
export function detectEmotions(message: string): Emotion[] {
  return ordered(normalise(message), EMOTION_PATTERNS, true);
}

export function detect(message: string): Detection {
  const withoutDiagnosis = normalise(stripAccents(message).replace(INSULIN_RESISTANCE, ' '));
  return {
    systems: detectSystems(message),
    emotions: detectEmotions(message),
    mentionsMedication: firstMatch(withoutDiagnosis, MEDICATION) >= 0,
    cutsCarbohydrates: firstMatch(withoutDiagnosis, CARB_CUTTING) >= 0,
  };
}
