import { screen, waitFor } from '@testing-library/react';
import { DAY_MS, STORAGE_KEYS, TIMINGS } from '@tm/shared-contracts';
import { startLocalApi, type LocalApi } from '@tm/build/local-api';
import { renderInLayout } from '../../../../test/render-app.js';
import { headerTrialStatusQuery } from '../../../shared/use-trial-user.js';

const USER_ID = 'trial_1730000000000_abc123';
const status = (overrides: Record<string, unknown>) => ({
  subscriptionStatus: 'unknown',
  daysSinceStart: 2,
  daysRemaining: 5,
  isActive: false,
  isTrialing: false,
  trialExpired: false,
  hasAccess: true,
  isReadOnly: false,
  isArchived: false,
  ...overrides,
});

let server: LocalApi;
let answer: { status: number; body: unknown };

beforeAll(async () => {
  server = await startLocalApi(() => answer);
});
afterAll(() => server.close());

beforeEach(() => {
  window.localStorage.clear();
  server.calls.length = 0;
  window.localStorage.setItem(STORAGE_KEYS.userId, USER_ID);
  window.localStorage.setItem(STORAGE_KEYS.intakeDone, 'true');
});

const startedDaysAgo = (days: number) =>
  window.localStorage.setItem(STORAGE_KEYS.trialStart, String(Date.now() - days * DAY_MS - 1000));
const badge = () => screen.findByText(/^Te quedan/);

describe('trial badge, server first', () => {
  it('asks GET /api/trial-status/{userId} and shows the days left in olive green', async () => {
    answer = { status: 200, body: status({ daysRemaining: 5 }) };
    renderInLayout(<p>pantalla</p>);
    const element = await badge();
    await waitFor(() => expect(element.textContent).toBe('Te quedan 5 días'));
    expect(server.calls.map(({ url }) => url)).toContain(`/api/trial-status/${USER_ID}`);
    expect(element.dataset.tone).toBe('calm');
    expect(getComputedStyle(element).backgroundColor).toBe('rgb(77, 91, 31)');
  });

  it('uses the singular for exactly one day, in orange', async () => {
    answer = { status: 200, body: status({ daysRemaining: 1 }) };
    renderInLayout(<p>pantalla</p>);
    const element = await screen.findByText('Te quedan 1 día');
    expect(element.dataset.tone).toBe('warning');
    expect(getComputedStyle(element).backgroundColor).toBe('rgb(180, 74, 9)');
  });

  it('turns orange at 2 days', async () => {
    answer = { status: 200, body: status({ daysRemaining: 2 }) };
    renderInLayout(<p>pantalla</p>);
    expect((await screen.findByText('Te quedan 2 días')).dataset.tone).toBe('warning');
  });

  it.each([
    ['the subscription is active', { isActive: true, subscriptionStatus: 'active' }],
    [
      'the trial expired without access',
      { daysRemaining: -1, trialExpired: true, hasAccess: false },
    ],
  ])('hides when %s, even if the local trial start says otherwise', async (_case, overrides) => {
    startedDaysAgo(1);
    answer = { status: 200, body: status(overrides) };
    renderInLayout(<p>pantalla</p>);
    await badge(); // the local fallback shows first…
    await waitFor(() => expect(screen.queryByText(/^Te quedan/)).toBeNull()); // …the server wins
  });

  it('refetches every 60 seconds', () => {
    expect(headerTrialStatusQuery(USER_ID).refetchInterval).toBe(TIMINGS.trialStatusRefetchMs);
  });
});

describe('trial badge without a server answer', () => {
  beforeEach(() => {
    answer = { status: 500, body: { message: 'Error interno' } };
  });

  it('counts from tm_trial_start: 7 minus whole days elapsed', async () => {
    startedDaysAgo(3);
    renderInLayout(<p>pantalla</p>);
    await waitFor(() => expect(server.calls.length).toBe(1));
    expect((await screen.findByText('Te quedan 4 días')).dataset.tone).toBe('calm');
  });

  it.each([
    ['the trial is over (0 days)', () => startedDaysAgo(9)],
    ['the start is not a number', () => window.localStorage.setItem(STORAGE_KEYS.trialStart, 'x')],
    ['there is no start', () => undefined],
  ])('hides when %s', async (_case, arrange) => {
    arrange();
    renderInLayout(<p>pantalla</p>);
    await waitFor(() => expect(server.calls.length).toBe(1));
    expect(screen.queryByText(/^Te quedan/)).toBeNull();
  });
});

describe('trial badge visibility', () => {
  it('needs the intake done: no badge and no request before it', async () => {
    window.localStorage.removeItem(STORAGE_KEYS.intakeDone);
    startedDaysAgo(1);
    answer = { status: 200, body: status({}) };
    renderInLayout(<p>pantalla</p>);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/^Te quedan/)).toBeNull();
    expect(server.calls).toEqual([]);
  });
});
