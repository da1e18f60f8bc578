import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { flushOfflineQueue, ROUTES, STORAGE_KEYS } from '@tm/shared-contracts';
import { answeringApi, renderRoute } from '../../../test/render-route.js';

const api = answeringApi();
const USER = 'trial_1730000000000_abc123';
const setOnline = (online: boolean) =>
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const firstRow = () =>
  within(screen.getByRole('list', { name: 'Tus 5 días' })).getAllByRole('listitem')[0]!;

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.mensajeDone, 'true');
  localStorage.setItem(STORAGE_KEYS.trialStart, String(Date.now()));
  localStorage.setItem(STORAGE_KEYS.userId, USER);
  localStorage.setItem(STORAGE_KEYS.intakeDone, 'true');
  api.answers[`GET /api/observation-log/${USER}`] = {
    status: 200,
    body: { userId: USER, dias: [], cerrado: false, inicio: Date.now() },
  };
  api.answers['POST /api/observation-log'] = {
    status: 200,
    body: { userId: USER, dias: [], cerrado: false, inicio: null },
  };
});
afterEach(() => setOnline(true));

it('offline, a day waits on this device as pending and is sent once, with its key, back online', async () => {
  const first = renderRoute(ROUTES.registro);
  setOnline(false);
  type('¿Qué comiste hoy? *', 'Avena');
  type('Horas de sueño *', '7');
  fireEvent.change(screen.getByLabelText('Calidad del sueño *'), { target: { value: 'Buena' } });
  fireEvent.change(screen.getByLabelText(/escala de Bristol/), { target: { value: '4' } });
  fireEvent.click(screen.getByRole('button', { name: 'Guardar día 1' }));
  await waitFor(() => expect(first.location()).toBe(ROUTES.mes1));
  first.unmount();
  expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);

  // Opened again still offline: the day is done here, and said to be waiting.
  renderRoute(ROUTES.registro);
  await waitFor(() =>
    expect(firstRow().textContent).toMatch(/Hecho, pendiente de enviarCorregir$/),
  );

  setOnline(true);
  await act(() => flushOfflineQueue());
  const posts = api.calls.filter((c) => c.method === 'POST');
  expect(posts).toHaveLength(1);
  expect(posts[0]!.body).toMatchObject({
    userId: USER,
    dias: [{ comidas: 'Avena' }],
    claveEnvio: expect.stringMatching(/^[0-9a-f-]{36}$/),
  });
  await waitFor(() => expect(firstRow().textContent).toMatch(/HechoCorregir$/));
});
