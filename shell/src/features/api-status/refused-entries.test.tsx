import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  enqueueOffline,
  flushOfflineQueue,
  refusedEntries,
  STORAGE_KEYS,
} from '@tm/shared-contracts';
import { renderInLayout } from '../../../test/render-app.js';

// Issue 21: what she wrote offline and the API refused for good is not dropped silently.
const USER = 'trial_1790000000000_abc123';
const NOTICE = /sin conexión no se pudo guardar/;
const FUTURE = 'La fecha de la medición está en el futuro. Revisa el día y la hora.';

/** Queues a weight and a pressure, and lets the API refuse the weight when they are sent. */
async function refuseAWeight() {
  await enqueueOffline('lectura', USER, {
    userId: USER,
    tipo: 'peso',
    valor: 82.5,
    unidad: 'kg',
    medidoEn: '2026-11-24T09:30:00.000Z',
  });
  await enqueueOffline('lectura', USER, {
    userId: USER,
    tipo: 'presion',
    sistolica: 128,
    diastolica: 82,
    medidoEn: '2026-11-24T09:31:00.000Z',
  });
  const answers = [
    new Response(JSON.stringify({ message: FUTURE }), { status: 400 }),
    new Response('{}', { status: 200 }),
  ];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async () => answers.shift()!);
  await flushOfflineQueue();
  jest.restoreAllMocks();
}

beforeEach(() => localStorage.setItem(STORAGE_KEYS.userId, USER));
afterEach(() => localStorage.clear());

it('tells her which entry was not saved and why, until she says «Entendido»', async () => {
  await refuseAWeight();
  renderInLayout(<p>pantalla</p>, '/mi-progreso');

  const notice = await screen.findByRole('region', { name: NOTICE });
  const items = within(notice).getAllByRole('listitem');
  expect(items).toHaveLength(1);
  expect(items[0]!.textContent).toMatch(/^Peso de 82,5 kg, 24 nov/);
  expect(items[0]!.textContent).toContain(FUTURE);
  expect(
    within(items[0]!).getByRole('link', { name: 'Anotarlo de nuevo en Mi peso' }),
  ).toHaveProperty('pathname', '/mi-progreso/peso');

  fireEvent.click(within(notice).getByRole('button', { name: /^Entendido/ }));
  await waitFor(() => expect(screen.queryByRole('region', { name: NOTICE })).toBeNull());
  expect(await refusedEntries(USER)).toEqual([]);
  expect(screen.getByText('pantalla')).toBeTruthy();
});
