import { fireEvent, screen, within } from '@testing-library/react';
import type { ProgressReading } from '@tm/shared-contracts';
import { renderScreen } from '@tm/build/render-screen';
import { progressApi, stored, progressApiPerTest } from '../../../test/progress-api.js';
import { ResumenMedicoScreen } from './resumen-medico-screen.js';

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();

/** 20 days of fasting readings (one low), a sensor day, labs, weight, pressure and notes. */
function history(): ProgressReading[] {
  const list: ProgressReading[] = [];
  const add = (fields: Parameters<typeof stored>[1]) => list.push(stored(list.length + 1, fields));
  for (let d = 20; d >= 1; d -= 1)
    add({
      tipo: 'glucosa',
      valor: d === 5 ? 50 : 140,
      momento: 'ayunas',
      medidoEn: ago(d),
      nota: d === 3 ? 'Cena tarde en casa de mi hermana' : null,
    });
  add({ tipo: 'glucosa', valor: 200, origen: 'libreview', medidoEn: ago(2) });
  add({
    tipo: 'analisis',
    marcador: 'a1c',
    valor: 7.8,
    unidad: '%',
    medidoEn: '2025-09-01T00:00:00.000Z',
  });
  add({
    tipo: 'analisis',
    marcador: 'a1c',
    valor: 6.9,
    unidad: '%',
    medidoEn: '2026-03-01T00:00:00.000Z',
  });
  add({ tipo: 'peso', valor: 82, unidad: 'kg', medidoEn: ago(200) });
  add({ tipo: 'peso', valor: 79.5, unidad: 'kg', medidoEn: ago(3) });
  add({ tipo: 'presion', valor: 130, diastolica: 85, unidad: 'mmHg', medidoEn: ago(4) });
  add({ tipo: 'presion', valor: 126, diastolica: 81, unidad: 'mmHg', medidoEn: ago(1) });
  return list.sort((a, b) => a.medidoEn.localeCompare(b.medidoEn));
}

const api = progressApiPerTest();

// Mean (19 × 140 + 50 + 200) / 21 = 138.6 mg/dL; GMI 3.31 + 0.02392 × 138.6 = 6.6 %.
it('sums up the period: glucose by time of day and in range, lab and weight trends, medicines, notes', async () => {
  api.use(
    progressApi(history(), {
      nombre: 'Rosa Díaz',
      medicamentos: [{ nombre: 'metformina', cita: 'Tomo metformina 850' }],
    }),
  );
  const view = renderScreen(ResumenMedicoScreen, '/mi-progreso/resumen-medico');
  const sheet = await screen.findByRole('article', { name: 'Resumen para el médico de Rosa Díaz' });
  const text = sheet.textContent!;
  expect(text).toMatch(/21 mediciones en 20 días; promedio 139 mg\/dL, de 50 mg\/dL a 200 mg\/dL/);
  const moments = within(sheet).getByRole('table', { name: 'Por momento del día' });
  expect(within(moments).getByRole('row', { name: /En ayunas 20 136/ })).toBeTruthy();
  expect(
    within(moments).getByRole('row', { name: /Sensor \(FreeStyle LibreView\) 1 200/ }),
  ).toBeTruthy();
  const bands = within(sheet).getByRole('table', { name: /Tiempo en rango/ });
  expect(within(bands).getByRole('row', { name: /Muy baja: menos de 54 5 %/ })).toBeTruthy();
  expect(within(bands).getByRole('row', { name: /En rango: 70–180 90 %/ })).toBeTruthy();
  expect(text).toMatch(/GMI\): 6,6 %/);
  const labs = within(sheet).getByRole('table', { name: /cada análisis/ });
  expect(
    within(labs).getByRole('row', { name: /A1C\) 7,8 % \(1 sept 2025\) 6,9 % \(1 mar 2026\)/ }),
  ).toBeTruthy();
  expect(within(sheet).getByRole('row', { name: /^Peso 82 kg .* 79,5 kg/ })).toBeTruthy();
  expect(text).toMatch(/2 mediciones, promedio 128\/83 mmHg; la última, 126\/81 mmHg/);
  expect(within(sheet).getByText('metformina: «Tomo metformina 850»')).toBeTruthy();
  expect(within(sheet).getByText(/Cena tarde en casa de mi hermana/)).toBeTruthy();
  view.cleanup();
});

it('without 14 days in the period shows counts by time of day and says why there is no time in range', async () => {
  api.use(progressApi(history()));
  const view = renderScreen(ResumenMedicoScreen, '/mi-progreso/resumen-medico');
  await screen.findByRole('article');
  fireEvent.change(screen.getByLabelText('Periodo del resumen'), { target: { value: '7' } });
  const sheet = screen.getByRole('article');
  expect(within(sheet).queryByRole('table', { name: /Tiempo en rango/ })).toBeNull();
  expect(within(sheet).getByRole('table', { name: 'Por momento del día' })).toBeTruthy();
  expect(within(sheet).getByText(/al menos 14 días distintos en el periodo/)).toBeTruthy();
  view.cleanup();
});
