import type { ProgressReading } from '../api/progress.js';
import { parseCsv } from './device-csv.js';
import { readingsCsv } from './readings-csv.js';

const reading = (fields: Partial<ProgressReading>): ProgressReading => ({
  id: 1,
  tipo: 'glucosa',
  marcador: null,
  valor: 109.8976,
  unidad: 'mg/dL',
  valorOriginal: 6.1,
  unidadOriginal: 'mmol/L',
  diastolica: null,
  momento: 'ayunas',
  nota: null,
  medidoEn: '2026-11-18T07:02:00.000Z',
  origen: null,
  ...fields,
});

it('writes one row per reading, canonical and original values, notes quoted, a BOM first', () => {
  const text = readingsCsv([
    reading({ nota: 'Después de la cena, "pan dulce"' }),
    reading({
      tipo: 'analisis',
      marcador: 'a1c',
      valor: 7,
      unidad: '%',
      valorOriginal: 53,
      unidadOriginal: 'mmol/mol',
      momento: null,
      medidoEn: '2026-03-01T00:00:00.000Z',
    }),
    reading({ tipo: 'presion', valor: 132, unidad: 'mmHg', diastolica: 84, momento: null }),
  ]);
  expect(text.startsWith('\uFEFFfecha,fecha_utc,tipo,analisis,valor,unidad,diastolica,')).toBe(
    true,
  );
  const [header, glucose, lab, pressure] = parseCsv(text.slice(1), ',');
  expect(header).toHaveLength(12);
  expect(glucose).toEqual([
    expect.stringMatching(/^2026-11-18 \d{2}:02$/),
    '2026-11-18T07:02:00.000Z',
    'glucosa',
    '',
    '109.9',
    'mg/dL',
    '',
    '6.1',
    'mmol/L',
    'ayunas',
    '',
    'Después de la cena, "pan dulce"',
  ]);
  expect(lab!.slice(0, 6)).toEqual([
    '2026-03-01',
    '2026-03-01T00:00:00.000Z',
    'analisis',
    'a1c',
    '7',
    '%',
  ]);
  expect(pressure!.slice(4, 7)).toEqual(['132', 'mmHg', '84']);
});
