import { DAY_MS } from './constants';
import { computeTrialStatus, createTrialId, TRIAL_ID_PATTERN } from './trial-status';
import type { SubscriptionStatus } from './trial-status-schema';

const now = Date.UTC(2026, 10, 22, 12);
const at = (day: number, status: SubscriptionStatus) =>
  computeTrialStatus({ trialStart: now - day * DAY_MS - 1000, subscriptionStatus: status, now });

// [day, daysRemaining, hasAccess, trialExpired, isReadOnly, isArchived] for a plain trial user.
const trialTable: Array<[number, number, boolean, boolean, boolean, boolean]> = [
  [0, 7, true, false, false, false],
  [1, 6, true, false, false, false],
  [2, 5, true, false, false, false],
  [3, 4, true, false, false, false],
  [4, 3, true, false, false, false],
  [5, 2, true, false, false, false],
  [6, 1, true, false, false, false],
  [7, 0, true, true, true, false],
  [8, -1, false, true, true, false],
  [9, -2, false, true, true, false],
  [10, -3, false, true, true, false],
  [11, -4, false, true, true, true],
  [12, -5, false, true, true, true],
];

describe('computeTrialStatus, days 0 to 12', () => {
  for (const status of ['unknown', 'canceled', 'cancelled'] as const) {
    it.each(trialTable)(
      `${status}: day %i → remaining %i, access %s, expired %s, read-only %s, archived %s`,
      (day, remaining, access, expired, readOnly, archived) => {
        expect(at(day, status)).toEqual({
          subscriptionStatus: status,
          daysSinceStart: day,
          daysRemaining: remaining,
          isActive: false,
          isTrialing: false,
          trialExpired: expired,
          hasAccess: access,
          isReadOnly: readOnly,
          isArchived: archived,
        });
      },
    );
  }

  for (const status of ['active', 'trialing'] as const) {
    it.each(trialTable.map(([day, remaining]) => [day, remaining]))(
      `${status}: day %i keeps full access (remaining %i)`,
      (day, remaining) => {
        expect(at(day, status)).toEqual({
          subscriptionStatus: status,
          daysSinceStart: day,
          daysRemaining: remaining,
          isActive: status === 'active',
          isTrialing: status === 'trialing',
          trialExpired: false,
          hasAccess: true,
          isReadOnly: false,
          isArchived: false,
        });
      },
    );
  }

  it('treats a trial that has not started as day 0', () => {
    expect(
      computeTrialStatus({ trialStart: null, subscriptionStatus: 'unknown', now }),
    ).toMatchObject({ daysSinceStart: 0, daysRemaining: 7, hasAccess: true });
  });

  it('counts whole days only', () => {
    const start = now - 2 * DAY_MS + 1;
    expect(
      computeTrialStatus({ trialStart: start, subscriptionStatus: 'unknown', now }).daysSinceStart,
    ).toBe(1);
  });
});

describe('createTrialId', () => {
  it('has the trial_<timestamp>_<6 chars> format', () => {
    const id = createTrialId(now);
    expect(id).toMatch(TRIAL_ID_PATTERN);
    expect(id.startsWith(`trial_${now}_`)).toBe(true);
  });
});

describe('computeTrialStatus with a cancelled, paid-up subscription', () => {
  const trialStart = now - 20 * DAY_MS;
  it('keeps access until the end of the paid period, without being active', () => {
    const status = computeTrialStatus({
      trialStart,
      subscriptionStatus: 'canceled',
      now,
      paidUntil: now + DAY_MS,
    });
    expect(status).toMatchObject({
      isActive: false,
      hasAccess: true,
      trialExpired: false,
      isReadOnly: false,
      isArchived: false,
    });
  });

  it('is read-only and archived once the period is over', () => {
    const status = computeTrialStatus({
      trialStart,
      subscriptionStatus: 'canceled',
      now,
      paidUntil: now - 1,
    });
    expect(status).toMatchObject({ hasAccess: false, isReadOnly: true, isArchived: true });
  });
});
