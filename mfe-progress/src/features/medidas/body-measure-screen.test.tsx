import { fireEvent, screen, within } from '@testing-library/react';
import { renderScreen } from '@tm/build/render-screen';
import { progressApi, stored, progressApiPerTest, USER_ID } from '../../../test/progress-api.js';
import { CinturaScreen, PesoScreen } from './body-measure-screen.js';

const api = progressApiPerTest();

const log = (label: RegExp, value: string) => {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Guardar medición' }));
};

it('logs a weight in lb and shows it in kg after switching, exactly converted', async () => {
  api.use(progressApi([]));
  const view = renderScreen(PesoScreen, '/mi-progreso/peso');
  expect(await screen.findByText(/Todavía no tienes mediciones de peso/)).toBeTruthy();
  fireEvent.click(screen.getByRole('radio', { name: 'lb' }));
  log(/^Peso \(lb\)/, '180');
  const table = await screen.findByRole('table');
  expect(within(table).getByText('180')).toBeTruthy();
  expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
    userId: USER_ID,
    tipo: 'peso',
    valor: 180,
    unidad: 'lb',
    claveEnvio: expect.stringMatching(/^[0-9a-f-]{36}$/),
  });
  // 180 × 0.45359237 = 81.65 kg.
  fireEvent.click(screen.getByRole('radio', { name: 'kg' }));
  expect(within(screen.getByRole('table')).getByText('81,6')).toBeTruthy();
  expect(screen.getByRole('img', { name: 'Gráfica de tu peso por meses' })).toBeTruthy();
  view.cleanup();
});

it('refuses an implausible waist before sending it, with the accepted range of the unit', async () => {
  api.use(progressApi([]));
  const view = renderScreen(CinturaScreen, '/mi-progreso/cintura');
  await screen.findByText(/Todavía no tienes mediciones de cintura/);
  fireEvent.click(screen.getByRole('radio', { name: 'in' }));
  log(/^Cintura \(in\)/, '250');
  const field = screen.getByLabelText(/^Cintura \(in\)/);
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByText(/^Este valor no parece una medición real en in/).textContent).toBe(
    'Este valor no parece una medición real en in (se aceptan valores de 16 a 98): revisa el número y la unidad.',
  );
  expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  view.cleanup();
});

it('summarises months of weight in words beside the chart and the table', async () => {
  api.use(
    progressApi([
      stored(1, { tipo: 'peso', valor: 82.1, unidad: 'kg', medidoEn: '2026-01-10T12:00:00Z' }),
      stored(2, { tipo: 'peso', valor: 80.9, unidad: 'kg', medidoEn: '2026-02-10T12:00:00Z' }),
      stored(3, { tipo: 'peso', valor: 79.4, unidad: 'kg', medidoEn: '2026-04-02T12:00:00Z' }),
    ]),
  );
  const view = renderScreen(PesoScreen, '/mi-progreso/peso');
  const summary = await screen.findByText(/^3 mediciones del/);
  expect(summary.textContent).toMatch(
    /la primera, 82,1 kg; la última, 79,4 kg \(2,7 kg menos\)\.$/,
  );
  const chart = screen.getByRole('img', { name: 'Gráfica de tu peso por meses' });
  expect(chart.getAttribute('aria-describedby')).toBe(summary.id);
  expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(4);
  view.cleanup();
});
