import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { DAY_MS, ROUTES, SESSION_KEYS, STORAGE_KEYS } from '@tm/shared-contracts';
import { startLocalApi, type LocalApi } from '@tm/build/local-api';
import { renderInLayout, renderRoutes } from '../../../../test/render-app.js';
import { AppLayout } from '../../../app/app-layout.js';
import { SCREEN_ROUTE_ID } from '../../../shared/screen-data.js';

const USER_ID = 'trial_1730000000000_abc123';
const status = (daysRemaining: number, overrides: Record<string, unknown> = {}) => ({
  subscriptionStatus: 'unknown',
  daysSinceStart: 7 - daysRemaining,
  daysRemaining,
  isActive: false,
  isTrialing: false,
  trialExpired: daysRemaining <= 0,
  hasAccess: daysRemaining >= 0,
  isReadOnly: daysRemaining <= 0,
  isArchived: false,
  ...overrides,
});

let server: LocalApi;
let answer: { status: number; body: unknown };
beforeAll(async () => {
  server = await startLocalApi(() => answer);
  await import('./trial-overlays.js'); // the layout loads it lazily: compiled once, up front
});
afterAll(() => server.close());
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.localStorage.setItem(STORAGE_KEYS.userId, USER_ID);
  window.localStorage.setItem(STORAGE_KEYS.intakeDone, 'true');
});

const page = (path = '/guia') => renderInLayout(<p>pantalla</p>, path);

describe('day-5 banner (2 days left)', () => {
  it('offers checkout and is dismissed for the session', async () => {
    answer = { status: 200, body: status(2) };
    const view = page();
    const banner = await screen.findByRole('region', { name: 'Te quedan 2 días de prueba' });
    expect(
      screen.getByRole('link', { name: 'Continuar con mi transformación' }).getAttribute('href'),
    ).toBe(ROUTES.checkout);
    fireEvent.click(screen.getByRole('button', { name: 'Recordarme después' }));
    expect(banner.isConnected).toBe(false);
    expect(window.sessionStorage.getItem(SESSION_KEYS.day5Dismissed)).toBe('true');
    view.unmount();
    page();
    await waitFor(() => expect(server.calls.length).toBeGreaterThan(1));
    expect(screen.queryByRole('region', { name: 'Te quedan 2 días de prueba' })).toBeNull();
  });

  it('shows from the stored trial start when the server does not answer', async () => {
    answer = { status: 500, body: { message: 'Error interno' } };
    window.localStorage.setItem(STORAGE_KEYS.trialStart, String(Date.now() - 5 * DAY_MS - 1000));
    page();
    expect(await screen.findByRole('region', { name: 'Te quedan 2 días de prueba' })).toBeTruthy();
  });
});

describe('day-6 and day-7 modals', () => {
  it('day 6: a modal once per session, closed with Escape', async () => {
    answer = { status: 200, body: status(1) };
    const view = page();
    const dialog = await screen.findByRole('dialog', { name: 'Mañana es tu último día de prueba' });
    await waitFor(() =>
      expect(document.activeElement?.textContent).toBe('Continuar con mi transformación'),
    );
    expect(window.sessionStorage.getItem(SESSION_KEYS.day6ModalSeen)).toBe('true');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    view.unmount();
    page(); // a reload in the same session
    await waitFor(() => expect(server.calls.length).toBeGreaterThan(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('day 7: the modal once, and a dismissible banner', async () => {
    answer = { status: 200, body: status(0) };
    page();
    await screen.findByRole('dialog', { name: 'Hoy termina tu prueba gratuita' });
    fireEvent.click(screen.getByRole('button', { name: 'Ahora no' }));
    const banner = screen.getByRole('region', { name: 'Último día de tu prueba' });
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar aviso de prueba' }));
    expect(banner.isConnected).toBe(false);
    expect(window.sessionStorage.getItem(SESSION_KEYS.day7BannerDismissed)).toBe('true');
    expect(window.sessionStorage.getItem(SESSION_KEYS.day7ModalSeen)).toBe('true');
  });

  it('a modal waits for the server: no modal from the local fallback alone', async () => {
    answer = { status: 500, body: { message: 'Error interno' } };
    window.localStorage.setItem(STORAGE_KEYS.trialStart, String(Date.now() - 6 * DAY_MS - 1000));
    page();
    await waitFor(() => expect(server.calls.length).toBeGreaterThan(0));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.sessionStorage.getItem(SESSION_KEYS.day6ModalSeen)).toBeNull();
  });
});

describe('day-8 banner and who sees nothing', () => {
  it('below 0 days: an access-finished banner that cannot be dismissed', async () => {
    answer = { status: 200, body: status(-1) };
    page();
    await screen.findByRole('region', { name: 'Tu acceso de prueba ha terminado' });
    expect(screen.getByRole('link', { name: 'Reactivar mi acceso' }).getAttribute('href')).toBe(
      ROUTES.checkout,
    );
    expect(screen.queryByRole('button', { name: /Recordarme|Cerrar aviso de prueba/ })).toBeNull();
  });

  it.each([
    [
      'an active subscriber',
      () =>
        (answer = {
          status: 200,
          body: status(-1, { isActive: true, subscriptionStatus: 'active', hasAccess: true }),
        }),
    ],
    [
      'a stored subscription timestamp',
      () => {
        answer = { status: 200, body: status(1) };
        window.localStorage.setItem(STORAGE_KEYS.subscribedAt, String(Date.now()));
      },
    ],
    [
      'someone who has not finished the intake',
      () => {
        answer = { status: 200, body: status(1) };
        window.localStorage.removeItem(STORAGE_KEYS.intakeDone);
      },
    ],
  ])('%s sees no overlay', async (_case, arrange) => {
    arrange();
    page();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('region', { name: /prueba|acceso/ })).toBeNull();
  });

  it('a page its remote declares without overlays stays quiet and does not use up the modal', async () => {
    answer = { status: 200, body: status(1) };
    const screenRoute = {
      id: SCREEN_ROUTE_ID,
      path: '*',
      loader: () => ({ pathname: ROUTES.checkout, trialOverlays: false }),
      element: <p>pago</p>,
    };
    renderRoutes([{ Component: AppLayout, children: [screenRoute] }], ROUTES.checkout);
    await screen.findByText('pago');
    await waitFor(() => expect(server.calls.length).toBeGreaterThan(0));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.sessionStorage.getItem(SESSION_KEYS.day6ModalSeen)).toBeNull();
  });
});
