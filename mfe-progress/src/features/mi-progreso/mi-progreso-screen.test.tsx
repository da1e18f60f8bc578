import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { STORAGE_KEYS } from '@tm/shared-contracts';
import { renderScreen } from '@tm/build/render-screen';
import { progressApi, stored, progressApiPerTest, USER_ID } from '../../../test/progress-api.js';
import { askEarly } from '../../shared/early-answers.js';
import { MiProgresoScreen } from './mi-progreso-screen.js';

const reading = (id: number, mgdl: number, medidoEn: string) =>
  stored(id, { tipo: 'glucosa', valor: mgdl, momento: 'ayunas', medidoEn });

const api = progressApiPerTest();

const GLUCOSE_TABLE = { name: /Tus mediciones de glucosa/ };

const logGlucose = (value: string) => {
  fireEvent.change(screen.getByLabelText(/^Valor/), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Guardar medición' }));
};

it('logs in mmol/L with a decimal comma, then shows the same reading in mg/dL, exactly converted', async () => {
  api.use(progressApi([]));
  const view = renderScreen(MiProgresoScreen, '/mi-progreso');
  expect(await screen.findByText(/Todavía no tienes mediciones/)).toBeTruthy();
  fireEvent.click(screen.getByRole('radio', { name: 'mmol/L' }));
  expect(screen.getByLabelText('Valor (mmol/L)')).toBeTruthy();
  logGlucose('5,5');
  const table = await screen.findByRole('table', GLUCOSE_TABLE);
  expect(within(table).getByText('5,5')).toBeTruthy();
  expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
    userId: USER_ID,
    tipo: 'glucosa',
    valor: 5.5,
    unidad: 'mmol/L',
    momento: 'ayunas',
    // The entry's own key: sent again (a lost answer), it is stored once.
    claveEnvio: expect.stringMatching(/^[0-9a-f-]{36}$/),
  });
  // 5.5 × 18.016 = 99.088 → 99 mg/dL; the choice is remembered on this device.
  fireEvent.click(screen.getByRole('radio', { name: 'mg/dL' }));
  expect(within(screen.getByRole('table', GLUCOSE_TABLE)).getByText('99')).toBeTruthy();
  expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.progressUnits)!)).toMatchObject({
    glucosa: 'mg/dL',
  });
  expect(screen.getByRole('img', { name: 'Gráfica de tu glucosa por día' })).toBeTruthy();
  view.cleanup();
});

it('shows the API’s triage answer for a low reading, with its call link', async () => {
  api.use(progressApi([]));
  const view = renderScreen(MiProgresoScreen, '/mi-progreso');
  await screen.findByText(/Todavía no tienes mediciones/);
  logGlucose('52');
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText(/15 g de azúcar rápida/)).toBeTruthy();
  expect(within(alert).getByRole('link').getAttribute('href')).toBe('tel:911');
  view.cleanup();
});

it('shows time in range and GMI only from 14 days of readings, with the caveat', async () => {
  const days = (n: number) =>
    Array.from({ length: n }, (_, i) =>
      reading(i + 1, i === 0 ? 60 : 140, new Date(Date.UTC(2026, 10, 1 + i, 12)).toISOString()),
    );
  api.use(progressApi(days(13)));
  let view = renderScreen(MiProgresoScreen, '/mi-progreso');
  expect(await screen.findByText(/al menos 14 días distintos \(llevas 13\)/)).toBeTruthy();
  view.cleanup();
  view.unmount();

  api.use(progressApi(days(14)));
  view = renderScreen(MiProgresoScreen, '/mi-progreso');
  const gmi = await screen.findByText('Indicador de control de glucosa (GMI)');
  // Mean (60 + 13 × 140) / 14 = 134.3 mg/dL → 3.31 + 0.02392 × 134.3 = 6.5 %.
  expect(gmi.nextElementSibling?.textContent).toBe('6,5 %');
  expect(screen.getByText(/93 % de tus mediciones/)).toBeTruthy();
  expect(screen.getByText(/no un análisis de A1C/)).toBeTruthy();
  await waitFor(() =>
    expect(within(screen.getByRole('table', GLUCOSE_TABLE)).getAllByRole('row')).toHaveLength(15),
  );
  view.cleanup();
});

it('keeps a next value typed while the history is still being read again after a save', async () => {
  const readings = progressApi([]);
  let release = () => {};
  const slowList = new Promise<void>((resolve) => (release = resolve));
  let lists = 0;
  api.use(async (call) => {
    // The first read answers at once; the one after the save waits for the test.
    if (call.method === 'GET' && (lists += 1) > 1) await slowList;
    return readings(call);
  });
  const view = renderScreen(MiProgresoScreen, '/mi-progreso');
  await screen.findByText(/Todavía no tienes mediciones/);
  logGlucose('110');
  await screen.findByText('Guardamos tu medición de 110 mg/dL.');
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Guardar medición' })).toHaveProperty(
      'disabled',
      false,
    ),
  );
  fireEvent.change(screen.getByLabelText(/^Valor/), { target: { value: '95' } });
  release();
  expect(await screen.findByRole('table', GLUCOSE_TABLE)).toBeTruthy();
  expect((screen.getByLabelText(/^Valor/) as HTMLInputElement).value).toBe('95');
  view.cleanup();
});

it('says average, range and counts of the chosen period, and again when it changes', async () => {
  const now = Date.now();
  const hoursAgo = (h: number) => new Date(now - h * 3_600_000).toISOString();
  api.use(
    progressApi([
      // 20 days ago: only in the 30- and 90-day periods.
      stored(1, {
        tipo: 'glucosa',
        valor: 250,
        momento: 'despues_comida',
        medidoEn: hoursAgo(480),
      }),
      stored(2, { tipo: 'glucosa', valor: 60, momento: 'ayunas', medidoEn: hoursAgo(100) }),
      stored(3, { tipo: 'glucosa', valor: 120, momento: 'ayunas', medidoEn: hoursAgo(30) }),
      stored(4, { tipo: 'glucosa', valor: 150, origen: 'libreview', medidoEn: hoursAgo(2) }),
      stored(5, { tipo: 'peso', valor: 70, unidad: 'kg', medidoEn: hoursAgo(1) }),
    ]),
  );
  const view = renderScreen(MiProgresoScreen, '/mi-progreso');
  const said = await screen.findByTestId('resumen-periodo');
  expect(said.getAttribute('aria-live')).toBe('polite');
  expect(said.textContent).toBe(
    'Últimos 14 días: 3 mediciones en 3 días; promedio 110 mg/dL, de 60 a 150 mg/dL. ' +
      '2 dentro del rango objetivo (70–180 mg/dL), 1 por debajo y 0 por encima.',
  );
  const byMoment = screen.getByRole('table', { name: 'Por momento del día' });
  expect(within(byMoment).getByRole('row', { name: 'En ayunas 2 90' })).toBeTruthy();
  expect(
    within(byMoment).getByRole('row', { name: 'Sensor (FreeStyle LibreView) 1 150' }),
  ).toBeTruthy();

  fireEvent.click(screen.getByRole('radio', { name: '30 días' }));
  expect(said.textContent).toMatch(
    /^Últimos 30 días: 4 mediciones en 4 días; promedio 145 mg\/dL, de 60 a 250 mg\/dL\. 2 dentro .*, 1 por debajo y 1 por encima\.$/,
  );
  fireEvent.click(screen.getByRole('radio', { name: 'mmol/L' }));
  expect(said.textContent).toMatch(/promedio 8 mmol\/L, de 3,3 a 13,9 mmol\/L/);
  fireEvent.click(screen.getByRole('radio', { name: '7 días' }));
  expect(said.textContent).toMatch(/^Últimos 7 días: 3 mediciones/);
  view.cleanup();
});

it('reads the compact glucose series, never the whole list of readings', async () => {
  api.use(
    progressApi([stored(1, { tipo: 'glucosa', valor: 101, medidoEn: new Date().toISOString() })]),
  );
  const view = renderScreen(MiProgresoScreen, '/mi-progreso');
  expect(await screen.findByRole('table', GLUCOSE_TABLE)).toBeTruthy();
  const gets = api.calls.filter((c) => c.method === 'GET').map((c) => c.url);
  expect(gets).toContain(`/api/progress-glucose/${USER_ID}`);
  expect(gets).not.toContain(`/api/progress-readings/${USER_ID}`);
  view.cleanup();
});

it('draws the chosen period only, and opens the table by pages', async () => {
  const now = Date.now();
  const sensor = Array.from({ length: 600 }, (_, i) =>
    stored(i + 2, {
      tipo: 'glucosa',
      valor: 100 + (i % 50),
      origen: 'dexcom',
      medidoEn: new Date(now - (600 - i) * 300_000).toISOString(),
    }),
  );
  const old = stored(1, {
    tipo: 'glucosa',
    valor: 250,
    momento: 'ayunas',
    medidoEn: new Date(now - 20 * 86_400_000).toISOString(),
  });
  api.use(progressApi([old, ...sensor]));
  const view = renderScreen(MiProgresoScreen, '/mi-progreso');
  const chart = await screen.findByRole('img', { name: 'Gráfica de tu glucosa por día' });
  const described = () => document.getElementById(chart.getAttribute('aria-describedby')!)!;
  expect(described().textContent).toMatch(
    /^600 mediciones del .*, entre 100 y 149 mg\/dL; 600 de 600/,
  );
  fireEvent.click(screen.getByRole('radio', { name: '30 días' }));
  expect(described().textContent).toMatch(
    /^601 mediciones del .*, entre 100 y 250 mg\/dL; 600 de 601/,
  );

  // Plain DOM queries: role queries over hundreds of rows take seconds in jsdom.
  const rows = () => screen.getByText(/^Tus mediciones de glucosa/).closest('table')!.rows.length;
  expect(rows()).toBe(51);
  fireEvent.click(screen.getByText('Ver 500 más (de 601)'));
  expect(rows()).toBe(551);
  fireEvent.click(screen.getByText('Ver las 601 mediciones'));
  expect(rows()).toBe(602);
  expect(screen.queryByText(/^Ver (las|500)/)).toBeNull();
  view.cleanup();
});

it('opens on the shortest period with readings when the last ones are weeks old', async () => {
  const medidoEn = new Date(Date.now() - 20 * 86_400_000).toISOString();
  api.use(progressApi([reading(1, 110, medidoEn)]));
  const view = renderScreen(MiProgresoScreen, '/mi-progreso');
  const said = await screen.findByTestId('resumen-periodo');
  expect(said.textContent).toMatch(/^Últimos 30 días: 1 medición en 1 día/);
  expect(screen.getByRole('img', { name: 'Gráfica de tu glucosa por día' })).toBeTruthy();
  expect(screen.getByRole('radio', { name: '30 días' })).toHaveProperty('checked', true);
  fireEvent.click(screen.getByRole('radio', { name: '7 días' }));
  expect(said.textContent).toBe('No tienes mediciones de glucosa en los últimos 7 días.');
  expect(screen.queryByRole('img', { name: 'Gráfica de tu glucosa por día' })).toBeNull();
  view.cleanup();
});

it('uses the series asked for beside the screen’s code once, then reads it again after a save', async () => {
  api.use(progressApi([reading(1, 101, new Date().toISOString())]));
  const glucoseGets = () =>
    api.calls.filter((c) => c.method === 'GET' && c.url.includes('progress-glucose')).length;
  askEarly('glucose');
  await waitFor(() => expect(glucoseGets()).toBe(1));
  const view = renderScreen(MiProgresoScreen, '/mi-progreso');
  expect(await screen.findByRole('table', GLUCOSE_TABLE)).toBeTruthy();
  expect(glucoseGets()).toBe(1);
  logGlucose('120');
  await screen.findByText('Guardamos tu medición de 120 mg/dL.');
  await waitFor(() => expect(glucoseGets()).toBe(2));
  expect(await within(screen.getByRole('table', GLUCOSE_TABLE)).findByText('120')).toBeTruthy();
  view.cleanup();
});
