import type { CautionFlag } from '../programme/curriculum-schema.js';
import { takesClass, type ClinicalFacts } from './facts.js';

/**
 * The programme's caution flags of a person, from the facts of her own words (present medicines,
 * pregnancy, kidney disease, an eating-disorder history). The server sends only these flags to
 * the lesson screen, never the words.
 */
export function cautionFlagsOf(facts: ClinicalFacts): CautionFlag[] {
  const flags: [CautionFlag, boolean][] = [
    ['insulin', takesClass(facts, 'insulin').length > 0],
    ['sulfonylurea', takesClass(facts, 'sulfonylurea').length > 0],
    ['sglt2', takesClass(facts, 'sglt2').length > 0],
    ['pregnancy', facts.pregnancy !== undefined],
    ['kidney', facts.kidney !== undefined],
    ['eating_disorder', facts.eatingDisorder !== undefined],
  ];
  return flags.filter(([, present]) => present).map(([flag]) => flag);
}
