import 'fake-indexeddb/auto';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { flushOfflineQueue } from '@tm/shared-contracts';
import { renderScreen } from '@tm/build/render-screen';
import { progressApi, progressApiPerTest } from '../../../test/progress-api.js';
import { MiProgresoScreen } from './mi-progreso-screen.js';

const api = progressApiPerTest();
const setOnline = (online: boolean) =>
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
afterEach(() => setOnline(true));

it('offline, keeps a glucose on this device as pending, then sends it once with its key', async () => {
  api.use(progressApi([]));
  const view = renderScreen(MiProgresoScreen, '/mi-progreso');
  await screen.findByText(/Todavía no tienes mediciones/);

  setOnline(false);
  fireEvent.change(screen.getByLabelText(/^Valor/), { target: { value: '118' } });
  fireEvent.click(screen.getByRole('button', { name: 'Guardar medición' }));
  expect(await screen.findByText(/pendiente de enviar\. Se enviará sola/)).toBeTruthy();
  const pending = await screen.findByRole('region', { name: 'Pendiente de enviar' });
  expect(within(pending).getByText(/^118 mg\/dL, En ayunas/)).toBeTruthy();
  expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);

  setOnline(true);
  await act(() => flushOfflineQueue());
  const posts = api.calls.filter((c) => c.method === 'POST');
  expect(posts).toHaveLength(1);
  expect(posts[0]!.body).toMatchObject({
    valor: 118,
    claveEnvio: expect.stringMatching(/^[0-9a-f-]{36}$/),
    medidoEn: expect.any(String),
  });
  expect(await screen.findByRole('table', { name: /Tus mediciones de glucosa/ })).toBeTruthy();
  expect(screen.queryByRole('region', { name: 'Pendiente de enviar' })).toBeNull();
  view.cleanup();
});
