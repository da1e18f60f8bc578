import { Injectable } from '@nestjs/common';
import type { CheckinAlert } from '@tm/shared-contracts/contracts';
import { emergencyContactsFor } from '@tm/shared-contracts/clinical';
import { triageAnswer } from './assistant/triage/answers.js';
import { readingTriage } from './assistant/triage/triage.js';
import { CheckinsRepository } from './checkins.repository.js';
import { personContextOf } from './person-context.js';

/** A reading taken this recently is happening now: the low-sugar emergency, not a past episode. */
export const RECENT_READING_MS = 2 * 60 * 60 * 1000;

/**
 * The chat's safety answer for a meter glucose logged elsewhere (Mi progreso): the same triage
 * texts and the emergency number of the person's country, so the two never disagree.
 */
@Injectable()
export class ReadingAlerts {
  constructor(private readonly checkins: CheckinsRepository) {}

  async forGlucose(
    userId: string,
    mgdl: number,
    { measuredAt, now }: { measuredAt: number; now: number },
  ): Promise<CheckinAlert | null> {
    const result = readingTriage(mgdl, { recent: now - measuredAt <= RECENT_READING_MS });
    if (result.tier === 'none') return null;
    const person = personContextOf(await this.checkins.personSources(userId));
    const answer = triageAnswer(result, { contacts: emergencyContactsFor(person.pais) });
    return answer ? { ...answer, tier: result.tier } : null;
  }
}
