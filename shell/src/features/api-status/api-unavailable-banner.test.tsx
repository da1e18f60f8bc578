import { act, screen, waitFor } from '@testing-library/react';
import { apiRequest, resolveUrl } from '@tm/shared-contracts';
import { startLocalApi, type Handler, type LocalApi } from '@tm/build/local-api';
import { renderInLayout } from '../../../test/render-app.js';

const DOWN = 'El servidor no está disponible en este momento. Por favor intenta en unos minutos.';
const TITLE = 'Servicio no disponible, reintentando…';

/** The gateway while the API restarts: every /api path, health included, answers 503. */
const apiDown: Handler = () => ({ status: 503, body: { message: DOWN } });
/** Back up: health answers, the screen's own request fails as before. */
const apiUp: Handler = (call) =>
  call.url === '/api/health'
    ? { status: 200, body: { status: 'ok', database: 'up' } }
    : apiDown(call);

let server: LocalApi;
beforeEach(async () => {
  server = await startLocalApi(apiDown);
});
afterEach(() => server.close());

const failedRequest = () =>
  act(() => apiRequest('GET', '/api/trial-status/trial_1700000000000_abcdef').catch(() => null));

describe('API unavailable banner', () => {
  it('shows the 503 message while /api/health fails, and leaves by itself once it answers', async () => {
    renderInLayout(<p>pantalla</p>, '/privacidad');
    expect(screen.queryByText(TITLE)).toBeNull();

    await failedRequest();
    expect(await screen.findByText(TITLE)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(DOWN);
    expect(screen.getByText('pantalla')).toBeTruthy();

    server.use(apiUp);
    await waitFor(() => expect(screen.queryByText(TITLE)).toBeNull(), { timeout: 5000 });
    expect(server.calls.map(({ url }) => url)).toContain('/api/health');
  });

  it('stays hidden for a 503 of a healthy API (one feature unavailable)', async () => {
    server.use(apiUp);
    renderInLayout(<p>pantalla</p>, '/privacidad');
    await failedRequest();
    await waitFor(() => expect(server.calls.map(({ url }) => url)).toContain('/api/health'));
    // One more round trip to the same server: the banner's own health answer has arrived by then.
    await act(() => fetch(resolveUrl('/api/health')));
    expect(screen.queryByText(TITLE)).toBeNull();
  });
});
