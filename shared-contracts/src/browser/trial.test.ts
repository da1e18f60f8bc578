import { DAY_MS } from '../constants';
import { computeTrialStatus } from '../trial-status';
import { resolveTrial } from './trial';

const NOW = Date.UTC(2026, 0, 10, 12);
const none = { trialStart: null, subscribed: false };

describe('resolveTrial', () => {
  it('takes the server answer as it is', () => {
    const server = computeTrialStatus({
      trialStart: NOW - 6 * DAY_MS,
      subscriptionStatus: 'trialing',
      now: NOW,
    });
    const stored = { trialStart: String(NOW), subscribed: false };
    expect(resolveTrial(server, stored, NOW)).toEqual({ ...server, source: 'server' });
  });

  it('falls back to the stored trial start with the API rule (unclamped days)', () => {
    const stored = { trialStart: String(NOW - 9 * DAY_MS), subscribed: false };
    expect(resolveTrial(undefined, stored, NOW)).toMatchObject({
      source: 'stored',
      daysSinceStart: 9,
      daysRemaining: -2,
      hasAccess: false,
      isActive: false,
    });
  });

  it('counts a stored subscription as active when the server did not answer (§6)', () => {
    const stored = { trialStart: String(NOW - 9 * DAY_MS), subscribed: true };
    expect(resolveTrial(null, stored, NOW)).toMatchObject({
      source: 'stored',
      isActive: true,
      hasAccess: true,
    });
  });

  it('without any data: day 0, 7 days left, source none', () => {
    expect(resolveTrial(undefined, none, NOW)).toMatchObject({
      source: 'none',
      daysSinceStart: 0,
      daysRemaining: 7,
      hasAccess: true,
    });
  });

  it.each([
    [0, 7],
    [3, 4],
    [7, 0],
    [-3, 7], // a start in the future (another device's clock) is day 0
  ])('a start %i days ago leaves %i days', (days, remaining) => {
    const stored = { trialStart: String(NOW - days * DAY_MS), subscribed: false };
    expect(resolveTrial(undefined, stored, NOW).daysRemaining).toBe(remaining);
  });

  it.each(['0', '-5', 'abc', ''])('a stored start of %p is no start', (trialStart) => {
    expect(resolveTrial(undefined, { trialStart, subscribed: false }, NOW).source).toBe('none');
  });
});
