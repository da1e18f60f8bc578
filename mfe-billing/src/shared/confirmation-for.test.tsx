import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import { STORAGE_KEYS } from '@tm/shared-contracts';
import { type Answer, type Call, startLocalApi } from '@tm/build/local-api';
import { renderScreen } from '../../test/render-screen.js';
import { BienvenidaScreen } from '../features/bienvenida/bienvenida-screen.js';
import { CancelacionConfirmadaScreen } from '../features/cancelacion/cancelacion-confirmada-screen.js';
import { ReactivacionConfirmadaScreen } from '../features/reactivacion/reactivacion-confirmada-screen.js';

const USER_ID = 'trial_1790000000000_abc123';
const PERIOD_END = Date.UTC(2099, 0, 15, 12);

let api: Awaited<ReturnType<typeof startLocalApi>>;
/** The person's record as the API answers it, or the API's refusal (no session, not theirs). */
const recordApi =
  (answer: Answer) =>
  ({ url }: Call): Answer =>
    url === `/api/users/id/${USER_ID}` ? answer : { status: 404, body: { message: 'no' } };
const withStatus = (subscriptionStatus: string): Answer => ({
  status: 200,
  body: { subscriptionStatus, currentPeriodEnd: PERIOD_END },
});

beforeAll(async () => {
  api = await startLocalApi(recordApi(withStatus('unknown')));
});
afterAll(() => api.close());
beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem(STORAGE_KEYS.userId, USER_ID);
});

const SCREENS: [string, ComponentType, string, string][] = [
  ['/bienvenida', BienvenidaScreen, 'active', '¡Bienvenido al plan!'],
  [
    '/cancelacion-confirmada',
    CancelacionConfirmadaScreen,
    'canceled',
    'Tu suscripción fue cancelada',
  ],
  [
    '/reactivacion-confirmada',
    ReactivacionConfirmadaScreen,
    'active',
    '¡Qué bueno tenerte de vuelta!',
  ],
];

async function expectNeutral(route: string, Screen: ComponentType, confirmation: string) {
  const view = renderScreen(Screen, route);
  expect(await screen.findByRole('heading', { name: 'No hay nada que confirmar' })).toBeTruthy();
  expect(screen.queryByRole('heading', { name: confirmation })).toBeNull();
  expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
  view.cleanup();
}

describe.each(SCREENS)('%s', (route, Screen, status, confirmation) => {
  it(`confirms to the person whose subscription is ${status} now`, async () => {
    api.use(recordApi(withStatus(status)));
    const view = renderScreen(Screen, route);
    expect(await screen.findByRole('heading', { name: confirmation })).toBeTruthy();
    expect(api.calls.map((call) => call.url)).toEqual([`/api/users/id/${USER_ID}`]);
    view.cleanup();
  });

  it('shows an anonymous visitor a neutral page, asking the API nothing', async () => {
    window.localStorage.clear();
    api.use(recordApi(withStatus(status)));
    await expectNeutral(route, Screen, confirmation);
    expect(api.calls).toEqual([]);
  });

  it('shows a neutral page when the API refuses the session', async () => {
    api.use(recordApi({ status: 401, body: { message: 'Necesitas una sesión para continuar.' } }));
    await expectNeutral(route, Screen, confirmation);
  });

  it('shows a neutral page when the subscription is in another status', async () => {
    api.use(recordApi(withStatus(status === 'active' ? 'canceled' : 'active')));
    await expectNeutral(route, Screen, confirmation);
  });
});

it('/cancelacion-confirmada names the last day of access', async () => {
  api.use(recordApi(withStatus('canceled')));
  const view = renderScreen(CancelacionConfirmadaScreen, '/cancelacion-confirmada');
  expect(await screen.findByText(/Mantienes el acceso completo hasta el 15 de enero/)).toBeTruthy();
  view.cleanup();
});

it('/bienvenida removes the obsolete respuestas{product} keys and nothing else', async () => {
  api.use(recordApi(withStatus('active')));
  window.localStorage.setItem('respuestasPlanBasico', '{}');
  window.localStorage.setItem('respuestas', '[]');
  const view = renderScreen(BienvenidaScreen, '/bienvenida');
  expect(await screen.findByRole('heading', { name: '¡Bienvenido al plan!' })).toBeTruthy();
  expect(window.localStorage.getItem('respuestasPlanBasico')).toBeNull();
  expect(window.localStorage.getItem('respuestas')).toBeNull();
  expect(window.localStorage.getItem(STORAGE_KEYS.userId)).toBe(USER_ID);
  view.cleanup();
});
