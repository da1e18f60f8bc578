import { Inject, Injectable } from '@nestjs/common';
import {
  accessEndsAt,
  allowanceUsedUpMessage,
  checkinAlertSchema,
  checkinAllowance,
  computeTrialStatus,
  WEEKLY_CHAT,
  weeklyChatOpen,
  type WeeklyCheckin,
  type WeeklyCheckinRequest,
} from '@tm/shared-contracts/contracts';
import { ApiError } from '../common/api-error.js';
import { CLOCK, type Clock } from '../common/clock.js';
import { GlucoseTrends } from '../progress/glucose-trends.js';
import { subscriptionStatusOf, UsersService } from '../users/users.service.js';
import { answerCheckin, type KnownTriage } from './assistant/answer-checkin.js';
import { type NutritionAssistant } from './assistant/index.js';
import { isRedFlag } from './assistant/triage/taxonomy.js';
import { raisedBy } from './assistant/triage/second-opinion.js';
import { triage } from './assistant/triage/triage.js';
import { CheckinsRepository, type CheckinRow } from './checkins.repository.js';
import { personContextOf } from './person-context.js';

/** Injection token of the one assistant the service talks to (rules, or the LLM with fallback). */
export const NUTRITION_ASSISTANT = Symbol('NUTRITION_ASSISTANT');

export const CHAT_CLOSED_MESSAGE =
  'Tu prueba gratuita terminó, así que el chat semanal está en pausa. Activa tu suscripción ' +
  'para seguir escribiendo a tu asistente.';

const alertOf = (row: CheckinRow): WeeklyCheckin['alert'] => {
  if (!row.alert) return null;
  const parsed = checkinAlertSchema.safeParse(JSON.parse(row.alert));
  return parsed.success ? parsed.data : null;
};

const toCheckin = (row: CheckinRow): WeeklyCheckin => ({
  id: row.id,
  inputText: row.inputText,
  responseText: row.responseText,
  createdAt: row.createdAt.toISOString(),
  systemsDetected: row.systemsDetected,
  emotionTags: row.emotionTags,
  alert: alertOf(row),
});

/** Red-flag messages never use up the allowance (docs/assistant-triage.md). */
const allowanceOf = (history: CheckinRow[], now: number) =>
  checkinAllowance(
    history.filter((row) => row.triageTier === 'none').map((row) => row.createdAt.getTime()),
    now,
  );

const usedUp = (history: CheckinRow[], now: number, accessEnd: number | null) =>
  new ApiError(
    429,
    allowanceUsedUpMessage(allowanceOf(history, now).nextAvailableAt ?? now, now, accessEnd),
  );

@Injectable()
export class CheckinsService {
  constructor(
    private readonly checkins: CheckinsRepository,
    private readonly users: UsersService,
    private readonly trends: GlucoseTrends,
    @Inject(NUTRITION_ASSISTANT) private readonly assistant: NutritionAssistant,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async history(userId: string): Promise<WeeklyCheckin[]> {
    return (await this.checkins.listByUser(userId)).map(toCheckin);
  }

  /**
   * Order matters: access (§4) → allowance (a red flag is answered even when it is used up, and
   * never counts) → triage, then the assistant → the stored check-in, re-checked against the
   * allowance in one transaction.
   */
  async answer({ userId, message }: WeeklyCheckinRequest): Promise<WeeklyCheckin> {
    const now = this.clock.now();
    const user = await this.users.get(userId);
    const status = computeTrialStatus({
      trialStart: user.trialStart?.getTime() ?? null,
      subscriptionStatus: subscriptionStatusOf(user),
      now,
    });
    if (!weeklyChatOpen(status)) throw new ApiError(403, CHAT_CLOSED_MESSAGE);

    const history = await this.checkins.listByUser(userId);
    const known: KnownTriage = { rules: triage(message) };
    const accessEnd = accessEndsAt(status, user.trialStart?.getTime() ?? null);
    if (!isRedFlag(known.rules.tier) && allowanceOf(history, now).remaining === 0) {
      // Used up: a red flag is still answered, also one only the model's second opinion sees.
      known.opinion = (await this.assistant.secondOpinion?.(message)) ?? null;
      if (!isRedFlag(raisedBy(known.rules, known.opinion).tier))
        throw usedUp(history, now, accessEnd);
    }

    const glucoseTrend = await this.trends.fasting(userId);
    const person = {
      ...personContextOf(await this.checkins.personSources(userId)),
      ...(glucoseTrend && { glucoseTrend }),
    };
    const answer = await answerCheckin(
      this.assistant,
      {
        message,
        person,
        previousSystems: [...new Set(history.flatMap((row) => row.systemsDetected))],
      },
      known,
    );
    const row = await this.checkins.insertWithinAllowance(
      {
        userId,
        inputText: message,
        responseText: answer.responseText,
        systemsDetected: answer.systemsDetected,
        emotionTags: answer.emotionTags,
        triageTier: answer.triage.tier,
        alert: answer.alert ? JSON.stringify(answer.alert) : null,
        createdAt: new Date(now),
      },
      new Date(now - WEEKLY_CHAT.periodMs),
      WEEKLY_CHAT.checkinsPerPeriod,
    );
    // Another tab used the last check-in while the assistant was answering.
    if (!row) throw usedUp(await this.checkins.listByUser(userId), now, accessEnd);
    return toCheckin(row);
  }
}
