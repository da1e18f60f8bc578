// Issue 21: every reading Mi progreso logs can be written without a connection: kept on this
// device as pending, then sent once, with its key, when the connection returns.
import 'fake-indexeddb/auto';
import type { ComponentType } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { flushOfflineQueue } from '@tm/shared-contracts';
import { renderScreen } from '@tm/build/render-screen';
import { progressApi, progressApiPerTest } from '../test/progress-api.js';
import { AnalisisScreen } from './features/analisis/analisis-screen.js';
import { CinturaScreen, PesoScreen } from './features/medidas/body-measure-screen.js';
import { MiProgresoScreen } from './features/mi-progreso/mi-progreso-screen.js';
import { PresionScreen } from './features/presion/presion-screen.js';

const api = progressApiPerTest();
/** As the browser does: `navigator.onLine` and its event, which react-query listens to as well. */
const setOnline = (online: boolean) => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
};
afterEach(() => setOnline(true));

interface Case {
  Screen: ComponentType;
  path: string;
  empty: RegExp;
  fields: Record<string, string>;
  save?: string;
  pending: RegExp;
  sent: Record<string, unknown>;
  table: RegExp;
}

const cases: [string, Case][] = [
  [
    'a glucose',
    {
      Screen: MiProgresoScreen,
      path: '/mi-progreso',
      empty: /Todavía no tienes mediciones de glucosa/,
      fields: { '^Valor': '118' },
      pending: /^Glucosa de 118 mg\/dL, en ayunas, .* — pendiente de enviar$/,
      sent: { tipo: 'glucosa', valor: 118, medidoEn: expect.any(String) },
      table: /Tus mediciones de glucosa/,
    },
  ],
  [
    'a weight',
    {
      Screen: PesoScreen,
      path: '/mi-progreso/peso',
      empty: /Todavía no tienes mediciones de peso/,
      fields: { '^Peso': '82,5' },
      pending: /^Peso de 82,5 kg, .* — pendiente de enviar$/,
      sent: { tipo: 'peso', valor: 82.5, unidad: 'kg', medidoEn: expect.any(String) },
      table: /Tus mediciones de peso/,
    },
  ],
  [
    'a waist',
    {
      Screen: CinturaScreen,
      path: '/mi-progreso/cintura',
      empty: /Todavía no tienes mediciones de cintura/,
      fields: { '^Cintura': '96' },
      pending: /^Cintura de 96 cm, .* — pendiente de enviar$/,
      sent: { tipo: 'cintura', valor: 96, unidad: 'cm', medidoEn: expect.any(String) },
      table: /Tus mediciones de cintura/,
    },
  ],
  [
    'a blood pressure',
    {
      Screen: PresionScreen,
      path: '/mi-progreso/presion',
      empty: /Todavía no tienes mediciones de presión/,
      fields: { '^Sistólica': '128', '^Diastólica': '82' },
      pending: /^Presión de 128\/82 mmHg, .* — pendiente de enviar$/,
      sent: { tipo: 'presion', sistolica: 128, diastolica: 82, medidoEn: expect.any(String) },
      table: /Tus mediciones de presión/,
    },
  ],
  [
    'a lab result',
    {
      Screen: AnalisisScreen,
      path: '/mi-progreso/analisis',
      empty: /Todavía no tienes resultados de laboratorio/,
      fields: { '^Resultado': '6,8' },
      save: 'Guardar resultado',
      pending: /^Hemoglobina glicosilada \(A1C\) de 6,8 %, análisis del .* — pendiente de enviar$/,
      sent: {
        tipo: 'analisis',
        marcador: 'a1c',
        valor: 6.8,
        unidad: '%',
        fecha: expect.any(String),
      },
      table: /Tus resultados de Hemoglobina glicosilada/,
    },
  ],
];

it.each(cases)(
  'offline, keeps %s on this device as pending, then sends it once with its key',
  async (_, c) => {
    api.use(progressApi([]));
    const view = renderScreen(c.Screen, c.path);
    await screen.findByText(c.empty);

    setOnline(false);
    for (const [label, value] of Object.entries(c.fields))
      fireEvent.change(screen.getByLabelText(new RegExp(label)), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: c.save ?? 'Guardar medición' }));
    expect(await screen.findByText(/pendiente de enviar\. Se enviará sola/)).toBeTruthy();
    const pending = await screen.findByRole('region', { name: 'Pendiente de enviar' });
    expect(within(pending).getByRole('listitem').textContent).toMatch(c.pending);
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);

    // Back online, the page sends it by itself (the queue listens to `online`).
    act(() => setOnline(true));
    expect(await screen.findByRole('table', { name: c.table })).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Pendiente de enviar' })).toBeNull(),
    );
    expect(await flushOfflineQueue()).toBe(0);
    const posts = api.calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toMatchObject({
      ...c.sent,
      claveEnvio: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    view.cleanup();
  },
);
