import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NOT_A_DEVICE_FILE } from '@tm/shared-contracts';
import { renderScreen } from '@tm/build/render-screen';
import { progressApi, progressApiPerTest } from '../../../test/progress-api.js';
import { ImportarScreen } from './importar-screen.js';

const SAMPLES = path.join(__dirname, '../../../../shared-contracts/src/progress/samples');
const csv = (name: string) =>
  new File([readFileSync(path.join(SAMPLES, name), 'utf8')], name, { type: 'text/csv' });

const api = progressApiPerTest();

const choose = async (file: File) => {
  const input = screen.getByLabelText('Archivo CSV de LibreView o Dexcom Clarity');
  await waitFor(() => expect((input as HTMLInputElement).disabled).toBe(false));
  fireEvent.change(input, { target: { files: [file] } });
};

it('previews a LibreView export, saves it, and finds nothing new in it the second time', async () => {
  api.use(progressApi([]));
  const view = renderScreen(ImportarScreen, '/mi-progreso/importar');
  await choose(csv('libreview-us-mgdl.csv'));
  const preview = await screen.findByRole('region', { name: /Vista previa/ });
  expect(within(preview).getByText('FreeStyle LibreView (libreview-us-mgdl.csv)')).toBeTruthy();
  expect(within(preview).getByText(/^98 en mg\/dL, del 18 nov 2026, 00:02/)).toBeTruthy();
  expect(within(preview).getAllByRole('row')).toHaveLength(6);
  expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);

  fireEvent.click(within(preview).getByRole('button', { name: 'Guardar 98 lecturas nuevas' }));
  expect(
    await screen.findByText(/Listo: guardamos 98 lecturas nuevas de FreeStyle LibreView/),
  ).toBeTruthy();
  const sent = api.calls.find((c) => c.url === '/api/progress-imports')?.body as {
    origen: string;
    lecturas: { medidoEn: string; valor: number }[];
  };
  expect(sent.origen).toBe('libreview');
  expect(sent.lecturas[0]).toEqual({
    medidoEn: new Date('2026-11-18T00:02:00').toISOString(),
    valor: 121,
  });

  await choose(csv('libreview-us-mgdl.csv'));
  const again = await screen.findByRole('region', { name: /Vista previa/ });
  expect(
    within(again).getByRole<HTMLButtonElement>('button', { name: 'Todas ya estaban guardadas' })
      .disabled,
  ).toBe(true);
  expect(within(again).getByText('98 (no se repiten)')).toBeTruthy();
  view.cleanup();
});

it('refuses a file in another format with the message that names both exports', async () => {
  api.use(progressApi([]));
  const view = renderScreen(ImportarScreen, '/mi-progreso/importar');
  await choose(new File(['Fecha,Glucosa\n2026-11-19,110\n'], 'mis-datos.csv'));
  expect(await screen.findByText(NOT_A_DEVICE_FILE)).toBeTruthy();
  expect(
    screen.getByLabelText('Archivo CSV de LibreView o Dexcom Clarity').getAttribute('aria-invalid'),
  ).toBe('true');
  expect(screen.queryByRole('region', { name: /Vista previa/ })).toBeNull();
  view.cleanup();
});

it('counts Low and High readings of a Dexcom export as not imported', async () => {
  api.use(progressApi([]));
  const view = renderScreen(ImportarScreen, '/mi-progreso/importar');
  await choose(csv('dexcom-clarity-mgdl.csv'));
  const preview = await screen.findByRole('region', { name: /Vista previa/ });
  expect(within(preview).getByText('Dexcom Clarity (dexcom-clarity-mgdl.csv)')).toBeTruthy();
  expect(within(preview).getByText(/^2: lecturas sin número/)).toBeTruthy();
  view.cleanup();
});
