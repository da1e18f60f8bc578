// One weekly message, answered in two stages: triage first, always on the rules (raised, never
// lowered, by a model's second opinion when one is configured and the rules found no emergency);
// then, unless it is an emergency or a same-day referral, the coaching of whichever assistant is
// configured. The triage answer is never replaced, and nothing follows an emergency. The coaching
// always cites her Mi progreso trend when she has one (cite-trend.ts), after any triage text.
import { emergencyContactsFor } from '@tm/shared-contracts/clinical';
import type { AssistantInput, NutritionAssistant } from './assistant.js';
import { citeTrend } from './cite-trend.js';
import { detect } from './detect.js';
import { DISCLAIMER } from './safety.js';
import { safetyNet, triageAnswer, type TriageAnswer } from './triage/answers.js';
import { MEDICATION_REFERRAL } from './triage/medication.js';
import { raisedBy, type SecondOpinion } from './triage/second-opinion.js';
import type { TriageResult } from './triage/taxonomy.js';
import { triage } from './triage/triage.js';

export interface CheckinAnswer {
  responseText: string;
  systemsDetected: string[];
  emotionTags: string[];
  triage: TriageResult;
  /** Shown as an alert above the conversation, with its numbers as call links. */
  alert: (TriageAnswer & { tier: TriageResult['tier'] }) | null;
}

/** What the caller already knows: the rules' triage, and the model's opinion if it was asked. */
export interface KnownTriage {
  rules: TriageResult;
  opinion?: SecondOpinion | null;
}

export async function answerCheckin(
  assistant: NutritionAssistant,
  input: Omit<AssistantInput, 'triage'>,
  known?: KnownTriage,
): Promise<CheckinAnswer> {
  const rules = known?.rules ?? triage(input.message);
  // The opinion and the coaching are asked side by side: a raised tier drops the coaching.
  const opinion =
    known && 'opinion' in known
      ? known.opinion
      : rules.tier === 'emergency'
        ? null
        : assistant.secondOpinion?.(input.message);
  const coaching =
    rules.tier === 'emergency' || rules.tier === 'same_day'
      ? undefined
      : assistant.answer({ ...input, triage: rules });
  void coaching?.catch(() => undefined); // dropped when the tier is raised: never unhandled
  const result = raisedBy(rules, (await opinion) ?? null);
  const name = input.person.nombre?.trim().split(/\s+/)[0] || undefined;
  const contacts = emergencyContactsFor(input.person.pais);
  const urgent = triageAnswer(result, { name, contacts });
  const alert = urgent ? { ...urgent, tier: result.tier } : null;
  if (result.tier === 'emergency' || result.tier === 'same_day') {
    const { systems, emotions } = detect(input.message);
    const referral = result.tier === 'same_day' && result.medication ? [MEDICATION_REFERRAL] : [];
    return {
      responseText: [
        urgent?.text ?? '',
        ...referral,
        ...(result.tier === 'same_day' ? [DISCLAIMER] : []),
      ].join('\n\n'),
      systemsDetected: systems,
      emotionTags: emotions,
      triage: result,
      alert,
    };
  }
  const coached = await coaching!; // asked: a tier is raised, never lowered
  const cited = citeTrend(coached.responseText, input.person.glucoseTrend);
  return {
    ...coached,
    responseText: [urgent?.text, withSafetyNet(cited, safetyNet(contacts))]
      .filter(Boolean)
      .join('\n\n'),
    triage: result,
    alert,
  };
}

/** The safety net goes before the closing disclaimer, or last when there is none. */
function withSafetyNet(text: string, net: string): string {
  const at = text.lastIndexOf(DISCLAIMER);
  return at < 0 ? `${text}\n\n${net}` : `${text.slice(0, at)}${net}\n\n${text.slice(at)}`;
}
