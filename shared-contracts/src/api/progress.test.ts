import { describeValidationError } from './errors.js';
import { saveReadingRequestSchema } from './progress.js';

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
