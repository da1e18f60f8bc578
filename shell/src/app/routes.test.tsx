import { fireEvent, screen, waitFor } from '@testing-library/react';
import { startLocalApi, type LocalApi } from '../../../build/local-api.js';
import { renderRoutes } from '../../test/render-app.js';
import { appRoutes } from './routes.js';

let server: LocalApi;
beforeAll(async () => {
  // The gateway is down: /remotes.json itself cannot be read.
  server = await startLocalApi(() => ({ status: 503, body: { message: 'No disponible' } }));
});
afterAll(() => server.close());

describe('app routes', () => {
  it('shows the English not-found screen for a path outside the route table', async () => {
    renderRoutes(appRoutes(), '/no-existe');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it('shows the Spanish error card in the area of a remote that cannot load, header intact', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoutes(appRoutes(), '/modulo-1');
    const card = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(card.textContent).toContain('No pudimos cargar esta sección');
    expect(screen.getByRole('link', { name: 'Nutrición Funcional' })).toBeTruthy();

    const before = server.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(server.calls.length).toBeGreaterThan(before));
    expect(server.calls.every(({ url }) => url === '/remotes.json')).toBe(true);
  });
});
