// The conditions under which a recommendation is withheld or adapted. Each advice the report can
// give names here what switches it off, so no rule can advise what a safety note forbids.
// Sources per rule: docs/decisions.md (report safety rules).
import {
  HYPOGLYCAEMIA_CLASSES,
  takesClass,
  type ClinicalFacts,
} from '@tm/shared-contracts/clinical';

export interface Restrictions {
  /** No "drink more water": a fluid limit, heart failure or dialysis (fluids set by the team). */
  noExtraFluids: boolean;
  /** No more legumes, fruit, avocado or nuts: kidney disease stage 4–5, dialysis or high potassium. */
  limitPotassiumFoods: boolean;
  /** No fasting or very low-carb eating without supervision. */
  fastingNeedsSupervision: boolean;
  /** Insulin or a sulfonylurea: low sugar with fewer carbohydrates, skipped meals or exercise. */
  hypoglycaemiaMedicine: boolean;
  /** Symptoms that may be low sugar: the plate is not the explanation, the meter is. */
  possibleLows: boolean;
  /** An eating-disorder history: no restriction, counting or skipping meals. */
  eatingDisorder: boolean;
}

export function restrictionsFor(c: ClinicalFacts): Restrictions {
  const hypoglycaemiaMedicine = takesClass(c, ...HYPOGLYCAEMIA_CLASSES).length > 0;
  return {
    noExtraFluids: Boolean(c.fluidLimit || c.heartFailure || c.dialysis),
    limitPotassiumFoods: Boolean(c.kidney?.advanced || c.potassium?.high),
    fastingNeedsSupervision:
      hypoglycaemiaMedicine ||
      takesClass(c, 'sglt2').length > 0 ||
      Boolean(c.pregnancy || c.breastfeeding || c.eatingDisorder || c.kidney),
    hypoglycaemiaMedicine,
    possibleLows: Boolean(c.lowSugarSymptoms),
    eatingDisorder: Boolean(c.eatingDisorder),
  };
}
