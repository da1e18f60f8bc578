import type { LabUnit } from '../clinical/labs.js';
import { MARKER_RULES } from './blood-marker-bands';
import {
  BLOOD_MARKERS,
  bloodMarkerFormSchema,
  interpretBloodTest,
  interpretMarker,
  sexoFromGenero,
  type BloodMarker,
} from './blood-markers';

type Estado = 'normal' | 'alerta' | 'alto' | 'bajo';
const GENEROS = ['masculino', 'femenino'] as const;
const at = (
  marker: BloodMarker,
  value: number,
  unit: LabUnit,
  genero = 'femenino',
  embarazo = false,
) => interpretMarker(marker, { value, unit }, { genero, embarazo });

// [marker, value, unit, estado, words the mensaje or recomendacion must contain] for either sex,
// at every band edge in both units.
const sameForBothSexes: Array<[BloodMarker, number, LabUnit, Estado, string]> = [
  ['a1c', 5.69, '%', 'normal', 'rango normal'],
  ['a1c', 5.7, '%', 'alerta', 'compatible con prediabetes'],
  ['a1c', 6.49, '%', 'alerta', 'compatible con prediabetes'],
  ['a1c', 6.5, '%', 'alto', 'compatible con diabetes'],
  ['a1c', 9.99, '%', 'alto', 'compatible con diabetes'],
  ['a1c', 10, '%', 'alto', 'próximos días'],
  ['a1c', 14, '%', 'alto', 'próximos días'],
  ['a1c', 38, 'mmol/mol', 'normal', 'rango normal'],
  ['a1c', 39, 'mmol/mol', 'alerta', 'compatible con prediabetes'],
  ['a1c', 47, 'mmol/mol', 'alerta', 'compatible con prediabetes'],
  ['a1c', 48, 'mmol/mol', 'alto', 'compatible con diabetes'],
  ['a1c', 85, 'mmol/mol', 'alto', 'compatible con diabetes'],
  ['a1c', 86, 'mmol/mol', 'alto', 'próximos días'],
  ['glucosaAyunas', 53.9, 'mg/dL', 'bajo', 'muy baja'],
  ['glucosaAyunas', 54, 'mg/dL', 'bajo', 'hipoglucemia'],
  ['glucosaAyunas', 69.9, 'mg/dL', 'bajo', 'hipoglucemia'],
  ['glucosaAyunas', 70, 'mg/dL', 'normal', 'rango normal'],
  ['glucosaAyunas', 99.9, 'mg/dL', 'normal', 'rango normal'],
  ['glucosaAyunas', 100, 'mg/dL', 'alerta', 'compatible con prediabetes'],
  ['glucosaAyunas', 125.9, 'mg/dL', 'alerta', 'compatible con prediabetes'],
  ['glucosaAyunas', 126, 'mg/dL', 'alto', 'compatible con diabetes'],
  ['glucosaAyunas', 249.9, 'mg/dL', 'alto', 'compatible con diabetes'],
  ['glucosaAyunas', 250, 'mg/dL', 'alto', 'hoy mismo'],
  ['glucosaAyunas', 700, 'mg/dL', 'alto', 'urgencias'],
  ['glucosaAyunas', 2.9, 'mmol/L', 'bajo', 'muy baja'],
  ['glucosaAyunas', 3.0, 'mmol/L', 'bajo', 'hipoglucemia'],
  ['glucosaAyunas', 3.8, 'mmol/L', 'bajo', 'hipoglucemia'],
  ['glucosaAyunas', 3.9, 'mmol/L', 'normal', 'rango normal'],
  ['glucosaAyunas', 5.5, 'mmol/L', 'normal', 'rango normal'],
  ['glucosaAyunas', 5.6, 'mmol/L', 'alerta', 'compatible con prediabetes'],
  ['glucosaAyunas', 6.9, 'mmol/L', 'alerta', 'compatible con prediabetes'],
  ['glucosaAyunas', 7.0, 'mmol/L', 'alto', 'compatible con diabetes'],
  ['glucosaAyunas', 13.8, 'mmol/L', 'alto', 'compatible con diabetes'],
  ['glucosaAyunas', 13.9, 'mmol/L', 'alto', 'hoy mismo'],
  ['glucosaAyunas', 25, 'mmol/L', 'alto', 'hoy mismo'],
  ['colesterolTotal', 199.9, 'mg/dL', 'normal', 'deseable'],
  ['colesterolTotal', 200, 'mg/dL', 'alerta', 'límite'],
  ['colesterolTotal', 240, 'mg/dL', 'alto', 'alto'],
  ['colesterolTotal', 5.1, 'mmol/L', 'normal', 'deseable'],
  ['colesterolTotal', 5.2, 'mmol/L', 'alerta', 'límite'],
  ['colesterolTotal', 6.2, 'mmol/L', 'alerta', 'límite'], // 239,75 mg/dL
  ['colesterolTotal', 6.3, 'mmol/L', 'alto', 'alto'],
  ['ldl', 54.9, 'mg/dL', 'normal', 'todas las metas'],
  ['ldl', 55, 'mg/dL', 'normal', 'otros factores de riesgo'],
  ['ldl', 69.9, 'mg/dL', 'normal', 'otros factores de riesgo'],
  ['ldl', 70, 'mg/dL', 'alerta', 'meta básica'],
  ['ldl', 99.9, 'mg/dL', 'alerta', 'meta básica'],
  ['ldl', 100, 'mg/dL', 'alto', 'por encima de la meta'],
  ['ldl', 129, 'mg/dL', 'alto', 'por encima de la meta'],
  ['ldl', 189.9, 'mg/dL', 'alto', 'por encima de la meta'],
  ['ldl', 190, 'mg/dL', 'alto', 'muy alto'],
  ['ldl', 1.4, 'mmol/L', 'normal', 'todas las metas'],
  ['ldl', 1.5, 'mmol/L', 'normal', 'otros factores de riesgo'],
  ['ldl', 1.8, 'mmol/L', 'normal', 'otros factores de riesgo'],
  ['ldl', 1.9, 'mmol/L', 'alerta', 'meta básica'],
  ['ldl', 2.5, 'mmol/L', 'alerta', 'meta básica'],
  ['ldl', 2.6, 'mmol/L', 'alto', 'por encima de la meta'],
  ['ldl', 4.9, 'mmol/L', 'alto', 'por encima de la meta'],
  ['ldl', 5.0, 'mmol/L', 'alto', 'muy alto'],
  ['hdl', 60, 'mg/dL', 'normal', 'protege'],
  ['hdl', 39.9, 'mg/dL', 'bajo', 'bajo'],
  ['hdl', 1.6, 'mmol/L', 'normal', 'protege'],
  ['hdl', 1.0, 'mmol/L', 'bajo', 'bajo'],
  ['trigliceridos', 149.9, 'mg/dL', 'normal', 'rango normal'],
  ['trigliceridos', 150, 'mg/dL', 'alerta', 'límite'],
  ['trigliceridos', 200, 'mg/dL', 'alto', 'altos'],
  ['trigliceridos', 499, 'mg/dL', 'alto', 'altos'],
  ['trigliceridos', 500, 'mg/dL', 'alto', 'pancreatitis'],
  ['trigliceridos', 1.6, 'mmol/L', 'normal', 'rango normal'],
  ['trigliceridos', 1.7, 'mmol/L', 'alerta', 'límite'],
  ['trigliceridos', 2.3, 'mmol/L', 'alto', 'altos'],
  ['trigliceridos', 5.7, 'mmol/L', 'alto', 'pancreatitis'],
  ['trigliceridos', 11, 'mmol/L', 'alto', 'pancreatitis'],
  ['hemoglobina', 11.9, 'g/dL', 'bajo', 'anemia'],
  ['hemoglobina', 119, 'g/L', 'bajo', 'anemia'],
  ['hemoglobina', 17.6, 'g/dL', 'alto', ''],
];

// [marker, value, unit, estado for men, estado for women]: the bands that depend on sex.
const bySex: Array<[BloodMarker, number, LabUnit, Estado, Estado]> = [
  ['hdl', 50, 'mg/dL', 'normal', 'normal'],
  ['hdl', 49.9, 'mg/dL', 'normal', 'bajo'],
  ['hdl', 40, 'mg/dL', 'normal', 'bajo'],
  ['hdl', 39.9, 'mg/dL', 'bajo', 'bajo'],
  ['hemoglobina', 11.9, 'g/dL', 'bajo', 'bajo'],
  ['hemoglobina', 12, 'g/dL', 'bajo', 'normal'],
  ['hemoglobina', 12.9, 'g/dL', 'bajo', 'normal'],
  ['hemoglobina', 13, 'g/dL', 'normal', 'normal'],
  ['hemoglobina', 129, 'g/L', 'bajo', 'normal'],
  ['hemoglobina', 130, 'g/L', 'normal', 'normal'],
  ['hemoglobina', 15.5, 'g/dL', 'normal', 'normal'],
  ['hemoglobina', 15.6, 'g/dL', 'normal', 'alto'],
  ['hemoglobina', 17.5, 'g/dL', 'normal', 'alto'],
  ['hemoglobina', 17.6, 'g/dL', 'alto', 'alto'],
];

describe('interpretMarker at every band edge, in both units', () => {
  describe.each(GENEROS)('genero %s', (genero) => {
    it.each(sameForBothSexes)('%s %p %s is %s', (marker, value, unit, estado, words) => {
      const result = at(marker, value, unit, genero);
      expect(result.estado).toBe(estado);
      expect(result.valor).toBe(value);
      expect(result.unidad).toBe(unit);
      expect(`${result.mensaje} ${result.recomendacion}`).toContain(words);
    });
  });

  it.each(bySex)(
    '%s %p %s is %s for men and %s for women',
    (marker, value, unit, hombre, mujer) => {
      expect(at(marker, value, unit, 'masculino').estado).toBe(hombre);
      expect(at(marker, value, unit, 'femenino').estado).toBe(mujer);
    },
  );

  it('pregnancy lowers the haemoglobin limit to 11 g/dL (WHO)', () => {
    expect(at('hemoglobina', 11.5, 'g/dL', 'femenino', true).estado).toBe('normal');
    expect(at('hemoglobina', 10.9, 'g/dL', 'femenino', true).estado).toBe('bajo');
    expect(at('hemoglobina', 11.5, 'g/dL', 'femenino', true).rango).toBe(
      'En el embarazo: de 11 g/dL a 15,5 g/dL.',
    );
  });

  it('without a chosen sex uses the female range and names the male one', () => {
    const result = at('hemoglobina', 12.5, 'g/dL', '');
    expect(result.estado).toBe('normal');
    expect(result.mensaje).toContain('si eres hombre, el normal es de 13 g/dL a 17,5 g/dL');
    expect(at('hemoglobina', 12.5, 'g/dL', 'femenino').mensaje).not.toContain('si eres hombre');
  });

  it('shows the value in the bands unit too when another unit was chosen', () => {
    expect(at('glucosaAyunas', 12, 'mmol/L').equivalente).toBe('216 mg/dL');
    expect(at('a1c', 58, 'mmol/mol').equivalente).toBe('7,5 %');
    expect(at('glucosaAyunas', 120, 'mg/dL').equivalente).toBeUndefined();
  });
});

describe('safety wording', () => {
  it('glucose below 54 says to act now, below 70 names hypoglycaemia', () => {
    expect(at('glucosaAyunas', 53, 'mg/dL').recomendacion).toMatch(/^Actúa ahora/);
    expect(at('glucosaAyunas', 65, 'mg/dL').recomendacion).not.toMatch(/Actúa ahora/);
  });

  it('fasting glucose 300, 500 and 700 is not the message of 126', () => {
    const at126 = at('glucosaAyunas', 126, 'mg/dL').mensaje;
    for (const v of [300, 500, 700])
      expect(at('glucosaAyunas', v, 'mg/dL').mensaje).not.toBe(at126);
  });

  it('every A1C message warns that anaemia or kidney disease can distort it', () => {
    for (const value of [5, 6, 7, 12]) expect(at('a1c', value, '%').mensaje).toContain('anemia');
  });

  it.each(GENEROS)('every text (%s) suggests the doctor and never diagnoses or doses', (genero) => {
    for (const [marker, value, unit] of sameForBothSexes) {
      const { mensaje, recomendacion } = at(marker, value, unit, genero);
      expect(recomendacion).toMatch(/médic/);
      expect(`${mensaje} ${recomendacion}`).not.toMatch(
        /tienes (pre)?diabetes|dosis|suspende|deja de tomar/i,
      );
    }
  });
});

describe('rango', () => {
  it('names the unit chosen, with the edges converted', () => {
    for (const marker of BLOOD_MARKERS)
      expect(
        at(
          marker,
          { a1c: 6, hemoglobina: 13 }[marker as string] ?? 100,
          MARKER_RULES[marker].unidad,
        ).rango,
      ).toContain(MARKER_RULES[marker].unidad);
    expect(at('glucosaAyunas', 6, 'mmol/L').rango).toBe(
      'Normal: de 3,9 mmol/L a menos de 5,6 mmol/L. Prediabetes: de 5,6 mmol/L a menos de 7 mmol/L. Diabetes: 7 mmol/L o más. Baja: menos de 3,9 mmol/L.',
    );
    expect(at('a1c', 50, 'mmol/mol').rango).toContain('Diabetes: 48 mmol/mol o más');
  });

  it('shows the sex-specific limits of HDL and hemoglobin', () => {
    expect(at('hdl', 45, 'mg/dL', 'masculino').rango).toContain('hombres: 40 mg/dL');
    expect(at('hdl', 45, 'mg/dL', 'femenino').rango).toContain('mujeres: 50 mg/dL');
    expect(at('hemoglobina', 14, 'g/dL', 'masculino').rango).toBe(
      'Hombres: de 13 g/dL a 17,5 g/dL.',
    );
    expect(at('hemoglobina', 14, 'g/dL', 'femenino').rango).toBe(
      'Mujeres: de 12 g/dL a 15,5 g/dL.',
    );
  });
});

describe('sexoFromGenero', () => {
  it.each([
    ['masculino', 'hombre'],
    [' Masculino ', 'hombre'],
    ['femenino', 'mujer'],
    ['otro', 'mujer'],
    ['', 'mujer'],
    [null, 'mujer'],
    [undefined, 'mujer'],
  ] as const)('%p is %s', (genero, sexo) => expect(sexoFromGenero(genero)).toBe(sexo));
});

describe('bloodMarkerFormSchema', () => {
  it('leaves empty fields out, reads a decimal comma and infers the only plausible unit', () => {
    const form = bloodMarkerFormSchema.parse({ a1c: '6,1', glucosaAyunas: '', hdl: 45, ldl: '  ' });
    expect(form).toEqual({
      embarazo: false,
      a1c: { marker: 'a1c', value: 6.1, unit: '%', canonical: 6.1 },
      hdl: { marker: 'hdl', value: 45, unit: 'mg/dL', canonical: 45 },
    });
    expect(bloodMarkerFormSchema.parse({ glucosaAyunas: '105' }).glucosaAyunas?.unit).toBe('mg/dL');
    expect(bloodMarkerFormSchema.parse({ glucosaAyunas: '6.2' }).glucosaAyunas?.unit).toBe(
      'mmol/L',
    );
  });

  it.each([
    ['glucosaAyunas', '12'],
    ['glucosaAyunas', '18'],
    ['glucosaAyunas', '25'],
    ['glucosaAyunas', '53.9'],
    ['trigliceridos', '25'],
    ['ldl', '20'],
  ])('asks for the unit of the ambiguous %s %s, never a verdict', (marker, value) => {
    const result = bloodMarkerFormSchema.safeParse({ [marker]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(
      /^¿En qué unidad está\? .* puede ser mg\/dL o mmol\/L/,
    );
  });

  it('with the unit chosen, the same number is read in it', () => {
    const mmol = bloodMarkerFormSchema.parse({
      glucosaAyunas: '12',
      glucosaAyunasUnidad: 'mmol/L',
    });
    expect(interpretBloodTest(mmol, 'femenino')[0]).toMatchObject({
      estado: 'alto',
      unidad: 'mmol/L',
    });
    const mg = bloodMarkerFormSchema.parse({ glucosaAyunas: '50', glucosaAyunasUnidad: 'mg/dL' });
    expect(interpretBloodTest(mg, 'femenino')[0]?.estado).toBe('bajo');
    const tg = bloodMarkerFormSchema.parse({ trigliceridos: '11' });
    expect(interpretBloodTest(tg, 'femenino')[0]).toMatchObject({
      estado: 'alto',
      unidad: 'mmol/L',
    });
  });

  it.each([
    ['a1c', -1],
    ['a1c', 0],
    ['a1c', 200],
    ['glucosaAyunas', 5000],
    ['hemoglobina', 400],
    ['trigliceridos', -150],
  ])('rejects the implausible %s %p with a message, never a verdict', (marker, value) => {
    const result = bloodMarkerFormSchema.safeParse({ [marker]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(
      /^Revisa este número: para .* esperamos un valor entre/,
    );
  });

  it('an implausible number in the chosen unit is refused', () => {
    const result = bloodMarkerFormSchema.safeParse({ a1c: '25', a1cUnidad: '%' });
    expect(result.error?.issues[0]?.message).toBe(
      'Revisa este número: para Hemoglobina glicosilada (A1C) esperamos un valor entre 2 y 20 %.',
    );
    expect(() => at('a1c', 25, '%')).toThrow(RangeError);
  });

  it('asks for digits when the text is not a number', () => {
    const result = bloodMarkerFormSchema.safeParse({ ldl: 'abc' });
    expect(result.error?.issues[0]?.message).toBe('Escribe solo números, por ejemplo 6.1.');
  });
});

describe('interpretBloodTest', () => {
  it('interprets only the filled-in markers, in form order', () => {
    const form = bloodMarkerFormSchema.parse({ hemoglobina: '12.9', a1c: '6.5', ldl: '' });
    const results = interpretBloodTest(form, 'masculino');
    expect(results.map((r) => [r.clave, r.estado])).toEqual([
      ['a1c', 'alto'],
      ['hemoglobina', 'bajo'],
    ]);
  });

  it('returns nothing for an empty form', () => {
    expect(interpretBloodTest(bloodMarkerFormSchema.parse({}), 'femenino')).toEqual([]);
  });
});
