import { screen, waitFor } from '@testing-library/react';
import { ROUTES, STORAGE_KEYS } from '@tm/shared-contracts';
import { startLocalApi, type LocalApi } from '@tm/build/local-api';
import { collectToasts, renderRoute } from '../../../test/render-route.js';

let api: LocalApi;
let answer: { status: number; body: unknown };

beforeAll(async () => {
  api = await startLocalApi(() => answer);
});
afterAll(() => api.close());
beforeEach(() => {
  localStorage.clear();
  api.calls.length = 0;
});

const returnUrl = (status: string) =>
  `${ROUTES.onboardingBienvenida}?setup_intent=seti_abc123&setup_intent_client_secret=seti_abc123_secret_x&redirect_status=${status}`;

describe('/onboarding/bienvenida after the bank redirect (Stripe)', () => {
  it('creates the subscription, stores the §4 markers and shows the welcome', async () => {
    answer = {
      status: 200,
      body: { userId: 'trial_1790000000000_abc123', email: 'ana@example.com' },
    };
    const toasts = collectToasts();
    const view = renderRoute(returnUrl('succeeded'));
    expect(await screen.findByRole('heading', { name: '¡Bienvenida al programa!' })).toBeTruthy();
    expect(api.calls).toEqual([
      {
        method: 'POST',
        url: '/api/complete-subscription-setup',
        body: { setupIntentId: 'seti_abc123' },
      },
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBe('trial_1790000000000_abc123');
    expect(localStorage.getItem(STORAGE_KEYS.subscribedAt)).toMatch(/^\d+$/);
    expect(localStorage.getItem(STORAGE_KEYS.justSubscribed)).toBe('true');
    expect(toasts.toasts.map((t) => t.title)).toEqual(['¡Suscripción activada!']);
    expect(view.router.state.location.search).toBe('');
    toasts.stop();
    view.unmount();
  });

  it("shows the server's reason and a way back to the checkout when the bank refused", async () => {
    answer = { status: 402, body: { message: 'Tu banco no confirmó la tarjeta.' } };
    const view = renderRoute(returnUrl('succeeded'));
    expect(await screen.findByText('Tu banco no confirmó la tarjeta.')).toBeTruthy();
    screen.getByRole('button', { name: 'Volver a intentarlo' }).click();
    await waitFor(() => expect(view.location()).toBe(ROUTES.checkout));
    expect(localStorage.getItem(STORAGE_KEYS.subscribedAt)).toBeNull();
    view.unmount();
  });

  it('does not call the API when Stripe reports the check failed', async () => {
    const view = renderRoute(returnUrl('failed'));
    expect(await screen.findByText(/no confirmó la tarjeta/)).toBeTruthy();
    expect(api.calls).toEqual([]);
    view.unmount();
  });
});
