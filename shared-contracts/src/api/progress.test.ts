import { describeValidationError } from './errors.js';
import { z } from 'zod';
import { glucoseReadingsOf, glucoseSeriesSchema, saveReadingRequestSchema } from './progress.js';

const userId = 'trial_1763812800000_abc123';
const refusal = (body: object) => {
  const result = saveReadingRequestSchema.safeParse({ userId, ...body }, { reportInput: true });
  return result.success ? undefined : describeValidationError(result.error);
};

describe('saveReadingRequestSchema', () => {
  it('accepts each kind in each of its units', () => {
    for (const body of [
      { tipo: 'glucosa', valor: 5.4, unidad: 'mmol/L', momento: 'ayunas' },
      { tipo: 'glucosa', valor: 98, unidad: 'mg/dL', momento: 'otro', nota: 'tras caminar' },
      { tipo: 'peso', valor: 172.5, unidad: 'lb' },
      { tipo: 'cintura', valor: 94, unidad: 'cm' },
      { tipo: 'presion', sistolica: 128, diastolica: 82 },
      { tipo: 'analisis', marcador: 'a1c', valor: 53, unidad: 'mmol/mol', fecha: '2026-11-02' },
      { tipo: 'analisis', marcador: 'hemoglobina', valor: 131, unidad: 'g/L', fecha: '2026-11-02' },
    ])
      expect(refusal(body)).toBeUndefined();
  });

  it('refuses impossible numbers in Spanish, naming the unit and the accepted range', () => {
    expect(refusal({ tipo: 'glucosa', valor: 98, unidad: 'mmol/L', momento: 'ayunas' })).toBe(
      'El campo «valor» no parece una medición real en mmol/L (se aceptan valores de 1 a 55): ' +
        'revisa el número y la unidad.',
    );
    expect(refusal({ tipo: 'peso', valor: 7, unidad: 'kg' })).toMatch(/«valor».*kg/);
    expect(refusal({ tipo: 'presion', sistolica: 80, diastolica: 120 })).toBe(
      'El campo «diastolica» debe ser menor que la sistólica (el número de arriba).',
    );
  });

  it('refuses a lab unit of another marker', () => {
    expect(
      refusal({
        tipo: 'analisis',
        marcador: 'a1c',
        valor: 6,
        unidad: 'mg/dL',
        fecha: '2026-11-02',
      }),
    ).toBe('El campo «unidad» debe ser una de: %, mmol/mol.');
  });
});

describe('glucoseSeriesSchema', () => {
  const series = {
    id: [1, 2],
    medidoEn: [Date.UTC(2026, 10, 1, 8), Date.UTC(2026, 10, 1, 8, 5)],
    valor: [101, 99.5],
    momento: ['ayunas', null],
    origen: [null, 'dexcom'],
    notas: { 1: 'Tras caminar' },
  };

  it('accepts the columns and reads them as readings, oldest first', () => {
    expect(glucoseReadingsOf(glucoseSeriesSchema.parse(series))).toEqual([
      {
        id: 1,
        valor: 101,
        medidoEn: '2026-11-01T08:00:00.000Z',
        momento: 'ayunas',
        origen: null,
        nota: 'Tras caminar',
      },
      {
        id: 2,
        valor: 99.5,
        medidoEn: '2026-11-01T08:05:00.000Z',
        momento: null,
        origen: 'dexcom',
        nota: null,
      },
    ]);
  });

  it('refuses a wrong value in any column, and columns of different lengths', () => {
    const accepted = (change: object) =>
      glucoseSeriesSchema.safeParse({ ...series, ...change }).success;
    expect(accepted({ id: [1, 2.5] })).toBe(false);
    expect(accepted({ medidoEn: [1, '2026-11-01'] })).toBe(false);
    expect(accepted({ valor: [101, null] })).toBe(false);
    expect(accepted({ valor: [101, Infinity] })).toBe(false);
    expect(accepted({ momento: ['ayunas', 'cena'] })).toBe(false);
    expect(accepted({ origen: [null, 'libre'] })).toBe(false);
    expect(accepted({ valor: 101 })).toBe(false);
    expect(accepted({ valor: [101] })).toBe(false);
  });

  it('documents each column as an array of its values', () => {
    const { properties } = z.toJSONSchema(glucoseSeriesSchema, { unrepresentable: 'any' }) as {
      properties: Record<string, unknown>;
    };
    expect(properties.id).toEqual({ type: 'array', items: { type: 'integer' } });
    expect(properties.valor).toEqual({ type: 'array', items: { type: 'number' } });
    expect(properties.origen).toEqual({
      type: 'array',
      items: { enum: ['libreview', 'dexcom', null] },
    });
  });
});
