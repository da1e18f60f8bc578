import { screen, waitFor } from '@testing-library/react';
import { STORAGE_KEYS } from '@tm/shared-contracts';
import { type Call, startLocalApi } from '@tm/build/local-api';
import { renderScreen } from '@tm/build/render-screen';
import { EntrarEnlaceScreen } from './entrar-enlace-screen.js';

const TOKEN = 'b'.repeat(43);
let api: Awaited<ReturnType<typeof startLocalApi>>;
beforeAll(async () => {
  api = await startLocalApi(({ body }: Call) =>
    (body as { token: string }).token === TOKEN
      ? {
          status: 200,
          body: {
            userId: 'trial_1790000000000_abc123',
            email: 'ana@example.com',
            trialStart: 1790000000000,
            intakeDone: true,
            reportReady: true,
            subscribedAt: null,
          },
        }
      : { status: 400, body: { message: 'Este enlace ya no sirve: caducó o ya se usó.' } },
  );
});
afterAll(() => api.close());
beforeEach(() => window.localStorage.clear());

it('opens the session once and stores the person from the server', async () => {
  window.localStorage.setItem(STORAGE_KEYS.userId, 'trial_1780000000000_otraaa');
  const view = renderScreen(EntrarEnlaceScreen, `/entrar/enlace?token=${TOKEN}`, '/entrar/enlace');
  await waitFor(() =>
    expect(window.localStorage.getItem(STORAGE_KEYS.userId)).toBe('trial_1790000000000_abc123'),
  );
  expect(window.localStorage.getItem(STORAGE_KEYS.informeReady)).toBe('true');
  expect(window.localStorage.getItem(STORAGE_KEYS.trialStart)).toBe('1790000000000');
  expect(api.calls.filter((call) => call.url === '/api/sign-in/open')).toHaveLength(1);
  view.cleanup();
});

it('explains a used or expired link and offers a new one', async () => {
  const view = renderScreen(
    EntrarEnlaceScreen,
    `/entrar/enlace?token=${'c'.repeat(43)}`,
    '/entrar/enlace',
  );
  expect(await screen.findByRole('alert')).toHaveProperty(
    'textContent',
    expect.stringContaining('ya no sirve'),
  );
  expect(screen.getByRole('button', { name: 'Pedir un enlace nuevo' })).toBeTruthy();
  expect(window.localStorage.getItem(STORAGE_KEYS.userId)).toBeNull();
  view.cleanup();
});
