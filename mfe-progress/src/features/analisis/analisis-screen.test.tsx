import { fireEvent, screen, within } from '@testing-library/react';
import { renderScreen } from '@tm/build/render-screen';
import { progressApi, stored, progressApiPerTest, USER_ID } from '../../../test/progress-api.js';
import { AnalisisScreen } from './analisis-screen.js';

const api = progressApiPerTest();

it('logs an A1C in mmol/mol with its date and shows it in % or mmol/mol, exactly converted', async () => {
  api.use(progressApi([]));
  const view = renderScreen(AnalisisScreen, '/mi-progreso/analisis');
  await screen.findByText(/Todavía no tienes resultados de laboratorio/);
  fireEvent.change(screen.getByLabelText('¿Qué análisis?'), { target: { value: 'a1c' } });
  fireEvent.change(screen.getByLabelText('Resultado'), { target: { value: '53' } });
  fireEvent.change(screen.getByLabelText(/^Unidad/), { target: { value: 'mmol/mol' } });
  fireEvent.change(screen.getByLabelText('Fecha del análisis'), {
    target: { value: '2026-03-01' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Guardar resultado' }));
  const table = await screen.findByRole('table', { name: /A1C/ });
  expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
    userId: USER_ID,
    tipo: 'analisis',
    marcador: 'a1c',
    valor: 53,
    unidad: 'mmol/mol',
    fecha: '2026-03-01',
    claveEnvio: expect.stringMatching(/^[0-9a-f-]{36}$/),
  });
  // 53 / 10.929 + 2.15 = 7.0 %.
  expect(within(table).getByRole('cell', { name: '7' })).toBeTruthy();
  expect(within(table).getByRole('cell', { name: '53 mmol/mol' })).toBeTruthy();
  expect(within(table).getByText(/1 mar 2026/)).toBeTruthy();
  fireEvent.click(screen.getByRole('radio', { name: 'mmol/mol' }));
  expect(
    within(screen.getByRole('table', { name: /A1C/ })).getAllByRole('cell', { name: '53' }),
  ).toHaveLength(1);
  view.cleanup();
});

it('charts a lab trend over months per test, with lipids in the unit the person chose', async () => {
  api.use(
    progressApi([
      stored(1, {
        tipo: 'analisis',
        marcador: 'ldl',
        valor: 130,
        medidoEn: '2025-10-01T00:00:00.000Z',
      }),
      stored(2, {
        tipo: 'analisis',
        marcador: 'ldl',
        valor: 104,
        medidoEn: '2026-02-01T00:00:00.000Z',
      }),
      stored(3, {
        tipo: 'analisis',
        marcador: 'a1c',
        valor: 7.8,
        unidad: '%',
        medidoEn: '2025-10-01T00:00:00.000Z',
      }),
      stored(4, {
        tipo: 'analisis',
        marcador: 'a1c',
        valor: 6.9,
        unidad: '%',
        medidoEn: '2026-02-01T00:00:00.000Z',
      }),
    ]),
  );
  const view = renderScreen(AnalisisScreen, '/mi-progreso/analisis');
  expect(await screen.findByRole('img', { name: /Hemoglobina glicosilada/ })).toBeTruthy();
  expect(
    screen.getByText(
      /^2 resultados del 1 oct 2025 al 1 feb 2026: el primero, 7,8 %; el último, 6,9 % \(0,9 % menos\)\./,
    ),
  ).toBeTruthy();
  fireEvent.click(screen.getByRole('radio', { name: 'mmol/L' }));
  // 104 / 38.67 = 2.69 mmol/L.
  expect(
    within(screen.getByRole('table', { name: /LDL/ })).getByRole('cell', { name: '2,7' }),
  ).toBeTruthy();
  view.cleanup();
});

it('refuses a result outside what a lab sheet shows in that unit', async () => {
  api.use(progressApi([]));
  const view = renderScreen(AnalisisScreen, '/mi-progreso/analisis');
  await screen.findByText(/Todavía no tienes resultados de laboratorio/);
  fireEvent.change(screen.getByLabelText('Resultado'), { target: { value: '70' } });
  fireEvent.click(screen.getByRole('button', { name: 'Guardar resultado' }));
  expect(
    screen.getByText(
      'Este valor no parece una medición real en % (se aceptan valores de 2 a 20): revisa el número y la unidad.',
    ),
  ).toBeTruthy();
  view.cleanup();
});
