import { MARKER_RULES } from './blood-marker-bands';
import {
  BLOOD_MARKERS,
  bloodMarkerFormSchema,
  interpretBloodTest,
  interpretMarker,
  PLAUSIBLE_RANGES,
  sexoFromGenero,
  type BloodMarker,
} from './blood-markers';

type Estado = 'normal' | 'alerta' | 'alto' | 'bajo';
const GENEROS = ['masculino', 'femenino'] as const;

// [marker, value, estado, words the mensaje must contain ('' for none)] for either sex.
const sameForBothSexes: Array<[BloodMarker, number, Estado, string]> = [
  ['a1c', 2, 'normal', ''],
  ['a1c', 5.69, 'normal', ''],
  ['a1c', 5.7, 'alerta', 'compatible con prediabetes'],
  ['a1c', 6.49, 'alerta', 'compatible con prediabetes'],
  ['a1c', 6.5, 'alto', 'compatible con diabetes'],
  ['a1c', 20, 'alto', 'compatible con diabetes'],
  ['glucosaAyunas', 10, 'bajo', 'muy baja'],
  ['glucosaAyunas', 53.9, 'bajo', 'muy baja'],
  ['glucosaAyunas', 54, 'bajo', 'hipoglucemia'],
  ['glucosaAyunas', 69.9, 'bajo', 'hipoglucemia'],
  ['glucosaAyunas', 70, 'normal', ''],
  ['glucosaAyunas', 99, 'normal', ''],
  ['glucosaAyunas', 99.9, 'normal', ''],
  ['glucosaAyunas', 100, 'alerta', 'compatible con prediabetes'],
  ['glucosaAyunas', 125, 'alerta', 'compatible con prediabetes'],
  ['glucosaAyunas', 125.9, 'alerta', 'compatible con prediabetes'],
  ['glucosaAyunas', 126, 'alto', 'compatible con diabetes'],
  ['colesterolTotal', 199, 'normal', 'deseable'],
  ['colesterolTotal', 199.9, 'normal', 'deseable'],
  ['colesterolTotal', 200, 'alerta', 'límite'],
  ['colesterolTotal', 239, 'alerta', 'límite'],
  ['colesterolTotal', 240, 'alto', 'alto'],
  ['ldl', 99, 'normal', 'óptimo'],
  ['ldl', 100, 'normal', 'casi óptimo'],
  ['ldl', 129, 'normal', 'la meta usual es menos de 100'],
  ['ldl', 130, 'alerta', 'límite alto'],
  ['ldl', 159, 'alerta', 'límite alto'],
  ['ldl', 160, 'alto', 'está alto'],
  ['ldl', 189, 'alto', 'está alto'],
  ['ldl', 190, 'alto', 'muy alto'],
  ['hdl', 60, 'normal', 'protege'],
  ['hdl', 100, 'normal', 'protege'],
  ['hdl', 39.9, 'bajo', 'bajo'],
  ['trigliceridos', 149, 'normal', ''],
  ['trigliceridos', 150, 'alerta', 'límite'],
  ['trigliceridos', 199, 'alerta', 'límite'],
  ['trigliceridos', 200, 'alto', 'altos'],
  ['trigliceridos', 499, 'alto', 'altos'],
  ['trigliceridos', 500, 'alto', 'pancreatitis'],
  ['hemoglobina', 11.9, 'bajo', 'anemia'],
  ['hemoglobina', 13.5, 'normal', ''],
  ['hemoglobina', 15.5, 'normal', ''],
  ['hemoglobina', 17.6, 'alto', ''],
];

// [marker, value, estado for men, estado for women]: the bands that depend on sex.
const bySex: Array<[BloodMarker, number, Estado, Estado]> = [
  ['hdl', 59.9, 'normal', 'normal'],
  ['hdl', 50, 'normal', 'normal'],
  ['hdl', 49.9, 'normal', 'bajo'],
  ['hdl', 40, 'normal', 'bajo'],
  ['hdl', 39.9, 'bajo', 'bajo'],
  ['hemoglobina', 11.9, 'bajo', 'bajo'],
  ['hemoglobina', 12, 'bajo', 'normal'],
  ['hemoglobina', 13.4, 'bajo', 'normal'],
  ['hemoglobina', 13.5, 'normal', 'normal'],
  ['hemoglobina', 15.5, 'normal', 'normal'],
  ['hemoglobina', 15.6, 'normal', 'alto'],
  ['hemoglobina', 17.5, 'normal', 'alto'],
  ['hemoglobina', 17.6, 'alto', 'alto'],
];

describe('interpretMarker at every band edge', () => {
  describe.each(GENEROS)('genero %s', (genero) => {
    it.each(sameForBothSexes)('%s %p is %s', (marker, value, estado, words) => {
      const result = interpretMarker(marker, value, genero);
      expect(result.estado).toBe(estado);
      expect(result.valor).toBe(value);
      expect(result.mensaje).toContain(words);
    });
  });

  it.each(bySex)('%s %p is %s for men and %s for women', (marker, value, hombre, mujer) => {
    expect(interpretMarker(marker, value, 'masculino').estado).toBe(hombre);
    expect(interpretMarker(marker, value, 'femenino').estado).toBe(mujer);
  });
});

describe('safety wording', () => {
  it('glucose below 54 says to act now, below 70 names hypoglycaemia', () => {
    expect(interpretMarker('glucosaAyunas', 53, 'femenino').recomendacion).toMatch(/^Actúa ahora/);
    expect(interpretMarker('glucosaAyunas', 65, 'femenino').recomendacion).not.toMatch(
      /Actúa ahora/,
    );
  });

  it('triglycerides of 500 or more ask for prompt medical review', () => {
    expect(interpretMarker('trigliceridos', 500, 'masculino').recomendacion).toContain(
      'revisión médica pronto',
    );
  });

  it('every A1C message warns that anaemia or kidney disease can distort it', () => {
    for (const value of [5, 6, 7])
      expect(interpretMarker('a1c', value, 'femenino').mensaje).toContain('anemia');
  });

  // One value inside each band of every marker, for both sexes.
  const everyBand = sameForBothSexes.map(([marker, value]) => [marker, value] as const);
  it.each(GENEROS)('every text (%s) suggests the doctor and never diagnoses or doses', (genero) => {
    for (const [marker, value] of everyBand) {
      const { mensaje, recomendacion } = interpretMarker(marker, value, genero);
      expect(recomendacion).toMatch(/médic/);
      expect(`${mensaje} ${recomendacion}`).not.toMatch(
        /tienes (pre)?diabetes|dosis|suspende|deja de tomar/i,
      );
    }
  });
});

describe('rango', () => {
  it('names the units of every marker', () => {
    for (const marker of BLOOD_MARKERS) {
      const { rango } = interpretMarker(marker, PLAUSIBLE_RANGES[marker].min, 'femenino');
      expect(rango).toContain(MARKER_RULES[marker].unidad);
    }
  });

  it('shows the sex-specific limits of HDL and hemoglobin', () => {
    expect(interpretMarker('hdl', 45, 'masculino').rango).toContain('hombres: 40 mg/dL');
    expect(interpretMarker('hdl', 45, 'femenino').rango).toContain('mujeres: 50 mg/dL');
    expect(interpretMarker('hemoglobina', 14, 'masculino').rango).toBe(
      'Hombres: de 13.5 a 17.5 g/dL.',
    );
    expect(interpretMarker('hemoglobina', 14, 'femenino').rango).toBe(
      'Mujeres: de 12 a 15.5 g/dL.',
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
  it('leaves empty fields out and reads number inputs, with a decimal comma too', () => {
    const form = bloodMarkerFormSchema.parse({ a1c: '6,1', glucosaAyunas: '', hdl: 45, ldl: '  ' });
    expect(form).toEqual({ a1c: 6.1, hdl: 45 });
  });

  it.each([
    ['a1c', -1],
    ['a1c', 0],
    ['a1c', 20.1],
    ['glucosaAyunas', 5000],
    ['hemoglobina', 40],
    ['trigliceridos', -150],
  ])('rejects the implausible %s %p with a message, never a verdict', (marker, value) => {
    const result = bloodMarkerFormSchema.safeParse({ [marker]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(
      /^Revisa este número: para .* esperamos un valor entre/,
    );
    expect(() => interpretMarker(marker as BloodMarker, value, 'femenino')).toThrow(RangeError);
  });

  it('asks for digits when the text is not a number', () => {
    const result = bloodMarkerFormSchema.safeParse({ ldl: 'abc' });
    expect(result.error?.issues[0]?.message).toBe('Escribe solo números, por ejemplo 6.1.');
  });
});

describe('interpretBloodTest', () => {
  it('interprets only the filled-in markers, in form order', () => {
    const form = bloodMarkerFormSchema.parse({ hemoglobina: '13', a1c: '6.5', ldl: '' });
    const results = interpretBloodTest(form, 'masculino');
    expect(results.map((r) => [r.clave, r.estado])).toEqual([
      ['a1c', 'alto'],
      ['hemoglobina', 'bajo'],
    ]);
    expect(results[0]?.marcador).toBe('Hemoglobina glicosilada (A1C)');
  });

  it('gives a male and a female set their expected estados', () => {
    const form = {
      a1c: 5.9,
      glucosaAyunas: 92,
      colesterolTotal: 215,
      ldl: 120,
      hdl: 45,
      trigliceridos: 180,
      hemoglobina: 13,
    };
    const estados = (genero: string) => interpretBloodTest(form, genero).map((r) => r.estado);
    expect(estados('masculino')).toEqual([
      'alerta',
      'normal',
      'alerta',
      'normal',
      'normal',
      'alerta',
      'bajo',
    ]);
    expect(estados('femenino')).toEqual([
      'alerta',
      'normal',
      'alerta',
      'normal',
      'bajo',
      'alerta',
      'normal',
    ]);
  });

  it('returns nothing for an empty form', () => {
    expect(interpretBloodTest(bloodMarkerFormSchema.parse({}), 'femenino')).toEqual([]);
  });
});
