import { DAY_MS } from './constants.js';
import {
  accessEndsAt,
  allowanceUsedUpMessage,
  TRIAL_ENDS_FIRST_MESSAGE,
  checkinAllowance,
  WEEKLY_CHAT,
  weeklyChatOpen,
} from './weekly-chat.js';

const NOW = Date.UTC(2026, 10, 22, 12);
const HOUR = 60 * 60 * 1000;

describe('weeklyChatOpen (§4: active or daysRemaining > 0)', () => {
  it.each([
    [{ isActive: false, isTrialing: false, daysRemaining: 1 }, true],
    [{ isActive: false, isTrialing: false, daysRemaining: 0 }, false],
    [{ isActive: false, isTrialing: false, daysRemaining: -3 }, false],
    [{ isActive: true, isTrialing: false, daysRemaining: -20 }, true],
    [{ isActive: false, isTrialing: true, daysRemaining: 0 }, true],
  ])('%o → %s', (status, open) => {
    expect(weeklyChatOpen(status)).toBe(open);
  });
});

describe('checkinAllowance over a rolling 7-day period', () => {
  it('counts only the check-ins of the last 7 days', () => {
    const sent = [NOW - 8 * DAY_MS, NOW - 7 * DAY_MS, NOW - 6 * DAY_MS, NOW - HOUR];
    expect(checkinAllowance(sent, NOW)).toEqual({ used: 2, remaining: 1, nextAvailableAt: null });
  });

  it('says when the oldest check-in of a full period leaves it', () => {
    const sent = [NOW - HOUR, NOW - 5 * DAY_MS, NOW - 2 * DAY_MS];
    expect(checkinAllowance(sent, NOW)).toEqual({
      used: WEEKLY_CHAT.checkinsPerPeriod,
      remaining: 0,
      nextAvailableAt: NOW - 5 * DAY_MS + 7 * DAY_MS,
    });
  });

  it('with an extra (red-flag) check-in, waits until two have left', () => {
    const sent = [NOW - 6 * DAY_MS, NOW - 4 * DAY_MS, NOW - 2 * DAY_MS, NOW - HOUR];
    expect(checkinAllowance(sent, NOW).nextAvailableAt).toBe(NOW + 3 * DAY_MS);
  });
});

describe('allowanceUsedUpMessage', () => {
  it('speaks in days or hours, in Spanish', () => {
    expect(allowanceUsedUpMessage(NOW + 2 * DAY_MS + HOUR, NOW)).toContain('dentro de 3 días');
    expect(allowanceUsedUpMessage(NOW + 20 * 60 * 1000, NOW)).toContain('dentro de 1 hora');
    expect(allowanceUsedUpMessage(NOW + 5 * HOUR, NOW)).toMatch(
      /^Ya enviaste tus 3 mensajes de esta semana\. Podrás escribir de nuevo dentro de 5 horas\./,
    );
  });
});

describe('the allowance never reaches past the person’s access', () => {
  const trial = { isActive: false, isTrialing: false };
  it('a free trial ending before the next message says so instead of a date after it', () => {
    const accessEnd = accessEndsAt(trial, NOW - 5 * DAY_MS);
    expect(accessEnd).toBe(NOW + 2 * DAY_MS);
    expect(allowanceUsedUpMessage(NOW + 5 * DAY_MS, NOW, accessEnd)).toBe(TRIAL_ENDS_FIRST_MESSAGE);
    expect(allowanceUsedUpMessage(NOW + DAY_MS, NOW, accessEnd)).toContain('dentro de 1 día');
  });

  it('a subscriber has no end', () => {
    expect(accessEndsAt({ isActive: true, isTrialing: false }, NOW)).toBeNull();
    expect(accessEndsAt({ isActive: false, isTrialing: true }, NOW)).toBeNull();
    expect(accessEndsAt(trial, null)).toBeNull();
  });
});
