import { fireEvent, screen, waitFor } from '@testing-library/react';
import { STORAGE_KEYS } from '@tm/shared-contracts';
import { type Answer, type Call, startLocalApi } from '@tm/build/local-api';
import { renderScreen } from '@tm/build/render-screen';
import { PerfilScreen } from './perfil-screen.js';

const USER_ID = 'trial_1790000000000_abc123';
const trial = (overrides: Record<string, unknown> = {}) => ({
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

const NEXT_CHARGE = Date.UTC(2026, 4, 29, 12);
const profile = (status: string) => ({
  name: 'Rosa Díaz',
  email: 'rosa@example.com',
  trialEndsAt: NEXT_CHARGE,
  subscriptionStatus: status,
  nextChargeAt: status === 'active' ? NEXT_CHARGE : null,
  accessUntil: null,
});

let api: Awaited<ReturnType<typeof startLocalApi>>;
const accountApi =
  (status: string, trialOverrides: Record<string, unknown> = {}, portal?: Answer) =>
  ({ method, url }: Call): Answer => {
    if (url === `/api/users/id/${USER_ID}`)
      return { status: 200, body: { subscriptionStatus: status, currentPeriodEnd: null } };
    if (url === '/api/me/profile') return { status: 200, body: profile(status) };
    if (url === '/api/billing/card')
      return {
        status: 200,
        body: { card: { brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2031 } },
      };
    if (url === `/api/trial-status/${USER_ID}`) return { status: 200, body: trial(trialOverrides) };
    if (method === 'POST' && url === '/api/notify-reactivation')
      return { status: 200, body: { queued: true } };
    if (method === 'POST' && url === '/api/create-portal-session' && portal) return portal;
    return { status: 404, body: { message: 'no' } };
  };

beforeAll(async () => {
  api = await startLocalApi(accountApi('unknown'));
});
afterAll(() => api.close());
beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem(STORAGE_KEYS.userId, USER_ID);
});

describe('return from the payment portal (§4)', () => {
  it('cancelled → /cancelacion-confirmada', async () => {
    api.use(accountApi('canceled'));
    const view = renderScreen(PerfilScreen, '/perfil?from=portal&prevStatus=active', '/perfil');
    expect((await screen.findByTestId('landed')).textContent).toBe('/cancelacion-confirmada');
    expect(api.calls.some((call) => call.url === '/api/notify-reactivation')).toBe(false);
    view.cleanup();
  });

  it('cancelled before and active now → reactivation e-mail, then /reactivacion-confirmada', async () => {
    api.use(accountApi('active'));
    const view = renderScreen(PerfilScreen, '/perfil?from=portal&prevStatus=canceled', '/perfil');
    expect((await screen.findByTestId('landed')).textContent).toBe('/reactivacion-confirmada');
    const notify = api.calls.find((call) => call.url === '/api/notify-reactivation');
    expect(notify).toEqual({
      method: 'POST',
      url: '/api/notify-reactivation',
      body: { userId: USER_ID },
    });
    view.cleanup();
  });

  it('nothing changed → the URL is rewritten to /perfil and the account shows', async () => {
    api.use(accountApi('active', { isActive: true, subscriptionStatus: 'active' }));
    const view = renderScreen(PerfilScreen, '/perfil?from=portal&prevStatus=active', '/perfil');
    expect(await screen.findByText(/Tu suscripción está activa/)).toBeTruthy();
    expect(view.router.state.location.search).toBe('');
    view.cleanup();
  });
});

describe('/perfil', () => {
  it('shows the days left in the trial and a way to subscribe', async () => {
    api.use(accountApi('unknown'));
    const view = renderScreen(PerfilScreen, '/perfil');
    expect(await screen.findByText('Te quedan 5 días de prueba gratuita.')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Suscribirme por $5 USD/mes' }).getAttribute('href'),
    ).toBe('/onboarding/checkout');
    view.cleanup();
  });

  it('shows the trial-expired box with the activate button', async () => {
    api.use(accountApi('unknown', { daysRemaining: -1, trialExpired: true, hasAccess: false }));
    const view = renderScreen(PerfilScreen, '/perfil');
    expect(await screen.findByText('Tu prueba gratuita terminó')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Activar suscripción ($5 USD/mes)' })).toBeTruthy();
    view.cleanup();
  });

  it('replaces the page with the archived screen at 11+ days', async () => {
    api.use(accountApi('unknown', { daysSinceStart: 12, daysRemaining: -5, isArchived: true }));
    const view = renderScreen(PerfilScreen, '/perfil');
    expect(await screen.findByRole('heading', { name: 'Tu cuenta está archivada' })).toBeTruthy();
    expect(screen.queryByText('Mi suscripción')).toBeNull();
    view.cleanup();
  });

  it.each([
    [
      'the server’s message',
      { status: 409, body: { message: 'Todavía no tienes una suscripción que gestionar.' } },
      'Todavía no tienes una suscripción que gestionar.',
    ],
    ['no URL in the answer', { status: 200, body: {} }, 'No se recibió URL del portal'],
    [
      'the fallback',
      { status: 500, body: undefined },
      'No se pudo abrir el portal de gestión. Intenta nuevamente.',
    ],
  ] as const)(
    'portal failure shows %s and re-enables the button',
    async (_case, answer, message) => {
      api.use(accountApi('active', { isActive: true, subscriptionStatus: 'active' }, answer));
      const view = renderScreen(PerfilScreen, '/perfil');
      fireEvent.click(await screen.findByRole('button', { name: 'Gestionar mi suscripción' }));
      await waitFor(() =>
        expect(view.toasts).toEqual([
          { title: 'Error', description: message, variant: 'destructive' },
        ]),
      );
      expect(screen.getByRole('button', { name: 'Gestionar mi suscripción' })).toHaveProperty(
        'disabled',
        false,
      );
      const posted = api.calls.find((call) => call.url === '/api/create-portal-session');
      expect(posted?.body).toEqual({ userId: USER_ID, currentStatus: 'active' });
      view.cleanup();
    },
  );
});

describe('/perfil: your account (issue 17)', () => {
  it('says who the account is and when the trial ends, without asking for a card', async () => {
    api.use(accountApi('unknown'));
    const view = renderScreen(PerfilScreen, '/perfil');
    const panel = await screen.findByRole('region', { name: 'Tu cuenta' });
    await waitFor(() => expect(panel.textContent).toContain('Nombre: Rosa Díaz'));
    expect(panel.textContent).toContain('Correo: rosa@example.com');
    expect(panel.textContent).toContain('Plan: prueba gratuita de 7 días, sin tarjeta.');
    expect(panel.textContent).toMatch(/Fin de la prueba: 29 de mayo de 2026/);
    expect(api.calls.some((call) => call.url === '/api/billing/card')).toBe(false);
    view.cleanup();
  });

  it('shows a subscriber her next charge and card, and opens the portal on the card change', async () => {
    api.use(
      accountApi(
        'active',
        { isActive: true, subscriptionStatus: 'active' },
        {
          status: 500,
          body: undefined,
        },
      ),
    );
    const view = renderScreen(PerfilScreen, '/perfil');
    const panel = await screen.findByRole('region', { name: 'Tu cuenta' });
    await waitFor(() =>
      expect(panel.textContent).toContain('Tarjeta: Mastercard terminada en 4444, vence 03/31.'),
    );
    expect(panel.textContent).toContain('Plan: mensual, $5 USD al mes.');
    expect(panel.textContent).toContain('Próximo cobro: 29 de mayo de 2026.');
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar mi tarjeta' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.url === '/api/create-portal-session')?.body).toEqual({
        userId: USER_ID,
        currentStatus: 'active',
        flow: 'payment_method_update',
      }),
    );
    view.cleanup();
  });
});

describe('/perfil: your data', () => {
  it('asks for a clear confirmation before erasing; a failed erasure keeps everything', async () => {
    const base = accountApi('unknown');
    api.use((call) =>
      call.method === 'DELETE' && call.url === '/api/me'
        ? { status: 503, body: { message: 'No pudimos borrar tus datos de pago.' } }
        : base(call),
    );
    const view = renderScreen(PerfilScreen, '/perfil');
    fireEvent.click(await screen.findByRole('button', { name: 'Borrar mi cuenta y mis datos' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Seguro que quieres borrar todo?' });
    const confirm = screen.getByRole('button', { name: 'Sí, borrar todo' });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('checkbox', { name: /se borran para siempre/ }));
    fireEvent.click(confirm);
    await waitFor(() => expect(api.calls.some((call) => call.method === 'DELETE')).toBe(true));
    await waitFor(() => expect(confirm).toHaveProperty('disabled', false));
    expect(dialog.isConnected).toBe(true);
    expect(window.localStorage.getItem(STORAGE_KEYS.userId)).toBe(USER_ID);
    view.cleanup();
  });

  it('Cancelar closes the confirmation and erases nothing', async () => {
    api.use(accountApi('unknown'));
    const view = renderScreen(PerfilScreen, '/perfil');
    fireEvent.click(await screen.findByRole('button', { name: 'Borrar mi cuenta y mis datos' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    view.cleanup();
  });

  it('the archived screen still offers the download and the erasure', async () => {
    api.use(accountApi('unknown', { daysSinceStart: 12, daysRemaining: -5, isArchived: true }));
    const view = renderScreen(PerfilScreen, '/perfil');
    expect(await screen.findByRole('button', { name: 'Descargar mis datos' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Borrar mi cuenta y mis datos' })).toBeTruthy();
    view.cleanup();
  });

  it('adds Mi progreso’s two exports: every reading as CSV and the summary for the doctor', async () => {
    const base = accountApi('unknown');
    const reading = {
      id: 1,
      tipo: 'glucosa',
      marcador: null,
      valor: 112,
      unidad: 'mg/dL',
      valorOriginal: 112,
      unidadOriginal: 'mg/dL',
      diastolica: null,
      momento: 'ayunas',
      nota: null,
      medidoEn: '2026-11-18T07:02:00.000Z',
      origen: null,
    };
    api.use((call) =>
      call.url === `/api/progress-readings/${USER_ID}`
        ? { status: 200, body: [reading] }
        : base(call),
    );
    const saved: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        saved.push(blob);
        return 'blob:mediciones';
      },
      revokeObjectURL: () => undefined,
    });
    const view = renderScreen(PerfilScreen, '/perfil');
    expect(
      (await screen.findByRole('link', { name: 'Resumen para tu médico' })).getAttribute('href'),
    ).toBe('/mi-progreso/resumen-medico');
    fireEvent.click(screen.getByRole('button', { name: 'Descargar mis mediciones (CSV)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.type).toBe('text/csv;charset=utf-8');
    view.cleanup();
  });
});
