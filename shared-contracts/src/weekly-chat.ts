import { DAY_MS, LIMITS, TRIAL } from './constants.js';
import type { TrialStatus } from './trial-status-schema.js';

/**
 * The weekly chat's allowance (docs/decisions.md): a few check-ins per rolling 7-day period, so
 * the chat stays a weekly reflection and not a stream; red-flag messages are always answered.
 */
export const WEEKLY_CHAT = {
  checkinsPerPeriod: 3,
  periodDays: LIMITS.chatPeriodDays,
  periodMs: LIMITS.chatPeriodDays * DAY_MS,
} as const;

/** §4: the chat form is available only if active or daysRemaining > 0 (a provider trial counts as paid). */
export function weeklyChatOpen(
  status: Pick<TrialStatus, 'isActive' | 'isTrialing' | 'daysRemaining'>,
): boolean {
  return status.isActive || status.isTrialing || status.daysRemaining > 0;
}

export interface CheckinAllowance {
  used: number;
  remaining: number;
  /** When the oldest check-in of the period leaves it (ms), or null while some remain. */
  nextAvailableAt: number | null;
}

/**
 * How many check-ins are left in the rolling period ending at `now`, from send times (ms). Times
 * after `now` count too: a screen reads the time once, and clocks of browser and server differ.
 */
export function checkinAllowance(sentAt: readonly number[], now: number): CheckinAllowance {
  const inPeriod = sentAt
    .filter((time) => Number.isFinite(time) && time > now - WEEKLY_CHAT.periodMs)
    .sort((a, b) => a - b);
  const used = inPeriod.length;
  const remaining = Math.max(0, WEEKLY_CHAT.checkinsPerPeriod - used);
  const oldestThatCounts = inPeriod[used - WEEKLY_CHAT.checkinsPerPeriod];
  return {
    used,
    remaining,
    nextAvailableAt:
      remaining === 0 && oldestThatCounts !== undefined
        ? oldestThatCounts + WEEKLY_CHAT.periodMs
        : null,
  };
}

/**
 * When the person's access to the chat ends: the end of the free trial (§4: open while
 * daysRemaining > 0), or null for a subscriber or when the trial start is unknown.
 */
export function accessEndsAt(
  status: Pick<TrialStatus, 'isActive' | 'isTrialing'>,
  trialStart: number | null,
): number | null {
  if (status.isActive || status.isTrialing || trialStart === null) return null;
  return trialStart + TRIAL.days * DAY_MS;
}

export const TRIAL_ENDS_FIRST_MESSAGE =
  `Ya enviaste tus ${WEEKLY_CHAT.checkinsPerPeriod} mensajes de esta semana, y tu prueba ` +
  'gratuita termina antes de que puedas escribir de nuevo. Activa tu suscripción para seguir ' +
  'hablando con tu asistente. Si tienes una urgencia de salud, escríbela igual: siempre se ' +
  'responde, y no cuenta.';

/**
 * The Spanish refusal when the allowance is used up, in whole hours or days (no time zone
 * needed); never a date after the person's access ends (`accessEnd`, see accessEndsAt).
 */
export function allowanceUsedUpMessage(
  nextAvailableAt: number,
  now: number,
  accessEnd: number | null = null,
): string {
  if (accessEnd !== null && nextAvailableAt > accessEnd) return TRIAL_ENDS_FIRST_MESSAGE;
  const hours = Math.max(1, Math.ceil((nextAvailableAt - now) / (60 * 60 * 1000)));
  const wait =
    hours < 24
      ? `dentro de ${hours} ${hours === 1 ? 'hora' : 'horas'}`
      : `dentro de ${Math.ceil(hours / 24)} ${Math.ceil(hours / 24) === 1 ? 'día' : 'días'}`;
  return (
    `Ya enviaste tus ${WEEKLY_CHAT.checkinsPerPeriod} mensajes de esta semana. ` +
    `Podrás escribir de nuevo ${wait}. Si tienes una urgencia de salud, escríbela igual: ` +
    'siempre se responde, y no cuenta.'
  );
}
