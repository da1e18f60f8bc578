import { computeTrialStatus, DAY_MS, type SubscriptionStatus } from '@tm/shared-contracts';
import { trialOverlays } from './overlay-days';

const now = Date.UTC(2026, 10, 22, 12);
const on = (day: number, status: SubscriptionStatus) =>
  Object.entries(
    trialOverlays(
      computeTrialStatus({ trialStart: now - day * DAY_MS, subscriptionStatus: status, now }),
    ),
  )
    .filter(([, shown]) => shown)
    .map(([name]) => name);

describe('trial overlays by day (§4)', () => {
  it.each([
    [0, []],
    [4, []],
    [5, ['day5Banner']],
    [6, ['day6Modal']],
    [7, ['day7Modal', 'day7Banner']],
    [8, ['day8Banner']],
    [12, ['day8Banner']],
  ])('a trial user on day %i sees %j', (day, expected) => {
    expect(on(day, 'unknown')).toEqual(expected);
    expect(on(day, 'canceled')).toEqual(expected);
  });

  it('subscribers, active or trialing, never see an upgrade prompt', () => {
    for (let day = 0; day <= 12; day += 1) {
      expect(on(day, 'active')).toEqual([]);
      expect(on(day, 'trialing')).toEqual([]);
    }
  });

  it('the day-6 and day-7 modals need access', () => {
    expect(
      trialOverlays({ daysRemaining: 1, isActive: false, isTrialing: false, hasAccess: false }),
    ).toMatchObject({ day6Modal: false });
    expect(
      trialOverlays({ daysRemaining: 0, isActive: false, isTrialing: false, hasAccess: false }),
    ).toMatchObject({ day7Modal: false, day7Banner: true });
  });
});
