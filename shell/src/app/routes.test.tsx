import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { STORAGE_KEYS } from '@tm/shared-contracts';
import { startLocalApi, type Answer, type LocalApi } from '@tm/build/local-api';
import { renderRoutes } from '../../test/render-app.js';
import { appRoutes } from './routes.js';

// The federation runtime only exists in a built shell; here a remote's code never arrives.
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(() => Promise.reject(new Error('sin red'))),
}));
const { loadRemote } = jest.requireMock('@module-federation/enhanced/runtime');

// The runtime manifest of a deployment where chat declares /modulo-1 and progress /mi-progreso,
// with a header link for anyone with a user id.
const manifest: Answer = {
  status: 200,
  body: {
    remotes: { chat: '/mfe/chat/mf-manifest.json', progress: '/mfe/progress/mf-manifest.json' },
    routes: {
      '/modulo-1': { remote: 'chat', trialOverlays: true },
      '/mi-progreso': {
        remote: 'progress',
        trialOverlays: true,
        nav: { label: 'Mi progreso', audience: 'person' },
      },
      '/novedades': { remote: 'chat', trialOverlays: true, nav: { label: '', audience: 'x' } },
    },
  },
};
const notFound: Answer = { status: 404, body: { message: 'Archivo no encontrado.' } };

const answers = ({ url }: { url: string }) => (url === '/remotes.json' ? manifest : notFound);

let server: LocalApi;
beforeAll(async () => {
  server = await startLocalApi(answers);
});
afterAll(() => server.close());
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

describe('app routes', () => {
  // First: the table read once is kept for the page, as in a browser.
  it('shows the error card, not a wrong not-found, while /remotes.json cannot be read', async () => {
    server.use(() => ({ status: 503, body: { message: 'No disponible' } }));
    renderRoutes(appRoutes(), '/no-existe');
    const card = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(card.textContent).toContain('No pudimos cargar esta sección');

    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(server.calls.length).toBeGreaterThan(1));
    expect(server.calls.every(({ url }) => url === '/remotes.json')).toBe(true);
    server.use(answers);
  });

  it('shows the error card for an undeclared path while a remote could not be read yet', async () => {
    server.use(({ url }) =>
      url === '/remotes.json'
        ? {
            status: 200,
            body: { remotes: { chat: '/mfe/chat/mf-manifest.json' }, pending: ['chat'] },
          }
        : notFound,
    );
    renderRoutes(appRoutes(), '/novedades');
    const card = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(card.textContent).toContain('No pudimos cargar esta sección');
    server.use(answers);
  });

  it('shows the English not-found screen for a path no remote declares', async () => {
    renderRoutes(appRoutes(), '/no-existe');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it('mounts a declared path on its remote: the error card when it cannot load, header intact', async () => {
    renderRoutes(appRoutes(), '/modulo-1/');
    const card = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(card.textContent).toContain('No pudimos cargar esta sección');
    expect(screen.getByRole('link', { name: 'Nutrición Funcional' })).toBeTruthy();
    expect(loadRemote).toHaveBeenCalledWith('chat/routes');
  });

  it.each([
    ['with a user id', 'trial_1730000000000_abc123', ['Mi progreso']],
    ['without one', null, []],
  ])('shows the header links remotes declare (Mi progreso) %s', async (_case, userId, shown) => {
    window.localStorage.clear();
    if (userId) window.localStorage.setItem(STORAGE_KEYS.userId, userId);
    renderRoutes(appRoutes(), '/no-existe');
    await screen.findByRole('heading', { name: '404 Page Not Found' });
    fireEvent.click(screen.getByRole('button', { name: 'Abrir menú' }));
    const nav = screen.getByRole('navigation', { name: 'Menú móvil' });
    const declared = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/mi-progreso'));
    expect(declared.map((link) => link.textContent)).toEqual(shown);
    if (userId) expect(declared[0]!.getAttribute('href')).toBe('/mi-progreso');
    // A malformed declaration is no link.
    expect(within(nav).queryByRole('link', { name: '' })).toBeNull();
    window.localStorage.clear();
  });
});
