import { computeTrialStatus, DAY_MS } from '@tm/shared-contracts';
import { reportAccess } from './report-access.js';

const NOW = Date.UTC(2026, 10, 22);
const trialDay = (daysAgo: number, subscriptionStatus: 'unknown' | 'active' = 'unknown') =>
  computeTrialStatus({ trialStart: NOW - daysAgo * DAY_MS, subscriptionStatus, now: NOW });
const userId = 'trial_1730000000000_abc123';

describe('reportAccess (§2, §4, §6)', () => {
  it('sends people without a user id to the trial welcome', () => {
    expect(reportAccess({ userId: null, subscribedAt: false, status: trialDay(1) })).toEqual({
      kind: 'redirect',
      to: 'trial-welcome',
    });
  });

  it('offers the subscription during the trial', () => {
    expect(reportAccess({ userId, subscribedAt: false, status: trialDay(2) })).toEqual({
      kind: 'report',
      readOnly: false,
      subscriber: false,
      showOffer: true,
    });
  });

  it('is read-only at day 7 (0 remaining), without the offer', () => {
    expect(reportAccess({ userId, subscribedAt: false, status: trialDay(7) })).toMatchObject({
      kind: 'report',
      readOnly: true,
      showOffer: false,
    });
  });

  it('sends a lapsed trial without subscription home, and shows the expired screen when archived', () => {
    expect(reportAccess({ userId, subscribedAt: false, status: trialDay(8) })).toEqual({
      kind: 'redirect',
      to: 'home',
    });
    expect(reportAccess({ userId, subscribedAt: false, status: trialDay(11) })).toEqual({
      kind: 'expired',
    });
    expect(reportAccess({ userId, subscribedAt: true, status: trialDay(8) })).toEqual({
      kind: 'expired',
    });
  });

  it('gives subscribers "Finalizar" and no offer', () => {
    expect(reportAccess({ userId, subscribedAt: false, status: trialDay(20, 'active') })).toEqual({
      kind: 'report',
      readOnly: false,
      subscriber: true,
      showOffer: false,
    });
    expect(reportAccess({ userId, subscribedAt: true, status: trialDay(2) })).toMatchObject({
      subscriber: true,
      showOffer: false,
    });
  });
});
