import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SANDBOX_CARDS, STORAGE_KEYS } from '@tm/shared-contracts';
import { type Call, startLocalApi } from '@tm/build/local-api';
import { renderScreen } from '@tm/build/render-screen';
import { CheckoutScreen } from './checkout-screen.js';

const USER_ID = 'trial_1790000000000_abc123';
let api: Awaited<ReturnType<typeof startLocalApi>>;

/** The sandbox API as the checkout sees it; `overrides` replaces one route's answer. */
const sandboxApi =
  (overrides: Record<string, ReturnType<Parameters<typeof startLocalApi>[0]>> = {}) =>
  ({ method, url }: Call) => {
    const key = `${method} ${url}`;
    if (overrides[key]) return overrides[key]!;
    if (key === 'GET /api/billing/config')
      return { status: 200, body: { provider: 'sandbox', publishableKey: null } };
    if (key === 'POST /api/trial-start')
      return { status: 200, body: { userId: USER_ID, trialStart: Date.now() } };
    if (key === 'POST /api/create-subscription')
      return { status: 200, body: { clientSecret: 'seti_1_secret_2', customerId: 'cus_1' } };
    if (url.startsWith('/api/trial-status/')) return { status: 404, body: { message: 'no' } };
    if (key === 'POST /api/sandbox/confirm-setup')
      return { status: 200, body: { status: 'succeeded', paymentMethodId: 'pm_1' } };
    if (key === 'POST /api/create-subscription-with-payment')
      return { status: 200, body: { userId: USER_ID, email: 'ana@example.com' } };
    return { status: 404, body: { message: 'no' } };
  };

beforeAll(async () => {
  api = await startLocalApi(sandboxApi());
});
afterAll(() => api.close());
beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem(STORAGE_KEYS.userId, USER_ID);
});

async function fillCard(number: string) {
  fireEvent.change(await screen.findByLabelText('Correo electrónico'), {
    target: { value: 'ana@example.com' },
  });
  fireEvent.change(screen.getByLabelText('Número de tarjeta'), { target: { value: number } });
  fireEvent.change(screen.getByLabelText('Vencimiento (MM/AA)'), { target: { value: '1234' } });
  fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Suscribirme por $5 USD/mes' }));
}

it('a subscriber sees her plan and a way to /perfil, not a second sale (the API answers 409)', async () => {
  api.use(
    sandboxApi({
      'POST /api/create-subscription': {
        status: 409,
        body: { message: 'Ya tienes tu suscripción activa.' },
      },
    }),
  );
  const view = renderScreen(CheckoutScreen, '/onboarding/checkout');
  expect(await screen.findByRole('heading', { name: 'Tu plan está activo' })).toBeTruthy();
  expect(screen.queryByLabelText('Número de tarjeta')).toBeNull();
  fireEvent.click(screen.getByRole('link', { name: 'Ir a mi perfil' }));
  expect((await screen.findByTestId('landed')).textContent).toBe('/perfil');
  view.cleanup();
});

describe('checkout initialisation errors (§8), on an error card with a way home', () => {
  it.each([
    [
      'the API answers an error',
      { status: 500, body: { message: 'x' } },
      'Error al crear la sesión de pago',
    ],
    [
      'the answer has no client secret',
      { status: 200, body: { customerId: 'cus_1' } },
      'No se recibió la información de pago',
    ],
    ['the server cannot be reached', 'drop' as const, 'Error al conectar con el servidor'],
  ])('%s', async (_case, answer, message) => {
    api.use(sandboxApi({ 'POST /api/create-subscription': answer }));
    const view = renderScreen(CheckoutScreen, '/onboarding/checkout');
    expect(await screen.findByText(message)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Volver al inicio' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/');
    view.cleanup();
  });
});

describe('checkout with the sandbox card form', () => {
  it('claims the session, saves the card, subscribes, sets the §4 markers and goes to /modulo-1', async () => {
    api.use(sandboxApi());
    const view = renderScreen(CheckoutScreen, '/onboarding/checkout');
    expect(screen.getByText(/Prueba gratuita de 7 días y después \$5 USD al mes/)).toBeTruthy();
    await fillCard(`${SANDBOX_CARDS.succeeds}`);
    expect((await screen.findByTestId('landed')).textContent).toBe('/modulo-1');

    const posted = api.calls.filter((call) => call.method === 'POST');
    expect(posted.map((call) => call.url)).toEqual([
      '/api/trial-start',
      '/api/create-subscription',
      '/api/sandbox/confirm-setup',
      '/api/create-subscription-with-payment',
    ]);
    expect(posted[0]!.body).toEqual({ userId: USER_ID });
    expect(posted[2]!.body).toEqual({
      clientSecret: 'seti_1_secret_2',
      email: 'ana@example.com',
      number: SANDBOX_CARDS.succeeds,
      expiry: '12/34',
      cvc: '123',
    });
    expect(posted[3]!.body).toEqual({ customerId: 'cus_1', paymentMethodId: 'pm_1' });
    const storage = window.localStorage;
    expect(storage.getItem(STORAGE_KEYS.userEmail)).toBe('ana@example.com');
    expect(storage.getItem(STORAGE_KEYS.justSubscribed)).toBe('true');
    expect(Number(storage.getItem(STORAGE_KEYS.subscribedAt))).toBeGreaterThan(0);
    expect(view.toasts).toEqual([expect.objectContaining({ title: '¡Suscripción activada!' })]);
    view.cleanup();
  });

  it('a refused card: toast "Error al guardar método de pago" with the provider message, no subscription', async () => {
    api.use(
      sandboxApi({
        'POST /api/sandbox/confirm-setup': {
          status: 402,
          body: { message: 'Tu tarjeta fue rechazada.' },
        },
      }),
    );
    const view = renderScreen(CheckoutScreen, '/onboarding/checkout');
    await fillCard(SANDBOX_CARDS.declined);
    await waitFor(() =>
      expect(view.toasts).toEqual([
        {
          title: 'Error al guardar método de pago',
          description: 'Tu tarjeta fue rechazada.',
          variant: 'destructive',
        },
      ]),
    );
    expect(api.calls.some((call) => call.url === '/api/create-subscription-with-payment')).toBe(
      false,
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Suscribirme por $5 USD/mes' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    expect(window.localStorage.getItem(STORAGE_KEYS.subscribedAt)).toBeNull();
    view.cleanup();
  });

  it('the subscription fails: toast "Error" / "Error al crear la suscripción", no markers', async () => {
    api.use(
      sandboxApi({
        'POST /api/create-subscription-with-payment': { status: 500, body: { message: 'x' } },
      }),
    );
    const view = renderScreen(CheckoutScreen, '/onboarding/checkout');
    await fillCard(SANDBOX_CARDS.succeeds);
    await waitFor(() =>
      expect(view.toasts).toEqual([
        { title: 'Error', description: 'Error al crear la suscripción', variant: 'destructive' },
      ]),
    );
    expect(window.localStorage.getItem(STORAGE_KEYS.justSubscribed)).toBeNull();
    view.cleanup();
  });

  it('checks the fields before sending anything', async () => {
    api.use(sandboxApi());
    const view = renderScreen(CheckoutScreen, '/onboarding/checkout');
    fireEvent.click(await screen.findByRole('button', { name: 'Suscribirme por $5 USD/mes' }));
    expect(screen.getByText('Escribe los 16 números de tu tarjeta.')).toBeTruthy();
    expect(screen.getByLabelText('Número de tarjeta').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.some((call) => call.url === '/api/sandbox/confirm-setup')).toBe(false);
    view.cleanup();
  });
});

it('offers the e-mail she already gave (pre-registration), editable: asked once', async () => {
  api.use(sandboxApi());
  window.localStorage.setItem(
    STORAGE_KEYS.preRegistro,
    JSON.stringify({ nombre: 'Ana', email: 'ana.pre@example.com', edad: 52, sexo: 'F', dx: 'dm2' }),
  );
  const view = renderScreen(CheckoutScreen, '/onboarding/checkout');
  const email = (await screen.findByLabelText('Correo electrónico')) as HTMLInputElement;
  expect(email.value).toBe('ana.pre@example.com');
  fireEvent.change(email, { target: { value: 'ana@example.com' } });
  expect(email.value).toBe('ana@example.com');
  view.cleanup();
});
