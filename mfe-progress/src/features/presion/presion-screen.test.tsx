import { fireEvent, screen, within } from '@testing-library/react';
import { renderScreen } from '@tm/build/render-screen';
import { progressApi, progressApiPerTest } from '../../../test/progress-api.js';
import { PresionScreen } from './presion-screen.js';

const api = progressApiPerTest();

const log = (high: string, low: string) => {
  fireEvent.change(screen.getByLabelText(/^Sistólica/), { target: { value: high } });
  fireEvent.change(screen.getByLabelText(/^Diastólica/), { target: { value: low } });
  fireEvent.click(screen.getByRole('button', { name: 'Guardar medición' }));
};

it('logs both numbers, then charts and lists them with the usual goal', async () => {
  api.use(progressApi([]));
  const view = renderScreen(PresionScreen, '/mi-progreso/presion');
  await screen.findByText(/Todavía no tienes mediciones de presión/);
  log('132', '84');
  const table = await screen.findByRole('table');
  expect(within(table).getByText('132/84')).toBeTruthy();
  expect(screen.getByText(/promedio 132\/84 mmHg; la última, 132\/84 mmHg/)).toBeTruthy();
  expect(
    screen.getByRole('img', { name: 'Gráfica de tu presión arterial por meses' }),
  ).toBeTruthy();
  view.cleanup();
});

it('refuses a diastolic above the systolic, on that field, before sending', async () => {
  api.use(progressApi([]));
  const view = renderScreen(PresionScreen, '/mi-progreso/presion');
  await screen.findByText(/Todavía no tienes mediciones de presión/);
  log('120', '130');
  expect(screen.getByLabelText(/^Diastólica/).getAttribute('aria-invalid')).toBe('true');
  expect(
    screen.getByText('Este valor debe ser menor que la sistólica (el número de arriba).'),
  ).toBeTruthy();
  log('20', '10');
  expect(screen.getByText(/^Este valor no parece una medición real en mmHg/)).toBeTruthy();
  expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  view.cleanup();
});
