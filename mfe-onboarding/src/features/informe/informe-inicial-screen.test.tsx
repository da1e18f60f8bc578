import { act, screen, waitFor } from '@testing-library/react';
import {
  computeTrialStatus,
  DAY_MS,
  queryKeyFor,
  ROUTES,
  STORAGE_KEYS,
  trialStatusRoute,
} from '@tm/shared-contracts';
import { startLocalApi, type LocalApi } from '@tm/build/local-api';
import { renderRoute } from '../../../test/render-route.js';

const USER_ID = 'trial_1730000000000_inf123';
const day7 = computeTrialStatus({
  trialStart: Date.now() - 7 * DAY_MS - 1000,
  subscriptionStatus: 'unknown',
  now: Date.now(),
});
const subscribed = { ...day7, subscriptionStatus: 'active', isActive: true, hasAccess: true };

let api: LocalApi;
let status: unknown;

beforeAll(async () => {
  api = await startLocalApi(({ url }) =>
    url === `/api/trial-status/${USER_ID}`
      ? { status: 200, body: status }
      : { status: 404, body: { message: 'Todavía no hay informe.' } },
  );
});
afterAll(() => api.close());

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.userId, USER_ID);
  localStorage.setItem(STORAGE_KEYS.intakeDone, 'true');
  localStorage.setItem(STORAGE_KEYS.informeReady, 'true');
  status = day7;
});

describe('Informe inicial and the trial status', () => {
  it('follows the trial-status endpoint: once checkout invalidates it, the read-only mode ends', async () => {
    const view = renderRoute(ROUTES.informeInicial);
    expect(await screen.findByText(/Modo lectura/)).toBeTruthy();

    status = subscribed; // the person subscribed in billing, which invalidates the endpoint
    await act(() => view.client.invalidateQueries({ queryKey: queryKeyFor(trialStatusRoute) }));
    await waitFor(() => expect(screen.queryByText(/Modo lectura/)).toBeNull());
    expect(screen.getByRole('button', { name: 'Finalizar' })).toBeTruthy();
  });
});
