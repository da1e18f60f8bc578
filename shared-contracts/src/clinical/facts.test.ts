import type { IntakeFields } from '../api/intake.js';
import { extractClinicalFacts, kidneyStage } from './facts.js';
import { labFromText } from './lab-text.js';

const base: IntakeFields = { nombre: 'Ana', email: 'ana@example.com', edad: 60 };
const facts = (over: Partial<IntakeFields>, extraTexts: string[] = []) =>
  extractClinicalFacts({ intake: { ...base, ...over }, extraTexts });
const classes = (over: Partial<IntakeFields>) =>
  facts(over).medicines.map((m) => `${m.medicineClass}:${m.name}`);

describe('medicines by class, with negation and who is meant', () => {
  it('metformin and a fear of insulin is metformin only', () => {
    expect(
      classes({
        sistemaHormonal: 'tomo metformina 850 mg dos veces al día',
        informacionAdicional: 'Me da miedo la insulina',
      }),
    ).toEqual(['metformin:metformina']);
  });

  it.each([
    'resistencia a la insulina',
    'mi mamá usa insulina',
    'no uso insulina',
    'el doctor quiere ponerme insulina',
    'dejé la insulina hace un año',
    'Tengo resistencia a la insulina desde hace años',
  ])('"%s" is not taking insulin', (text) => {
    expect(classes({ informacionAdicional: text })).toEqual([]);
  });

  it('names each medicine as written, several in one answer', () => {
    expect(
      classes({ sistemaHormonal: 'Uso insulina Lantus, tomo glibenclamida y Jardiance' }),
    ).toEqual([
      'insulin:insulina',
      'sulfonylurea:glibenclamida',
      'sglt2:Jardiance (empagliflozina)',
    ]);
  });

  it('resistance to insulin and metformin in one sentence keeps the metformin', () => {
    expect(classes({ sistemaHormonal: 'resistencia a la insulina y uso metformina' })).toEqual([
      'metformin:metformina',
    ]);
  });
});

describe('conditions', () => {
  const heart = facts({
    sistemaCardiovascular:
      'Insuficiencia cardíaca. El cardiólogo me limitó los líquidos a 1 litro al día',
    otrosAnalisis: 'Enfermedad renal crónica, etapa 4. Potasio 5.8',
    sistemaHormonal: 'empagliflozina',
  });

  it('reads heart failure, the fluid limit, kidney stage and potassium, with the words', () => {
    expect(heart.heartFailure?.quote).toBe('Insuficiencia cardíaca');
    expect(heart.fluidLimit).toMatchObject({ litres: 1 });
    expect(heart.fluidLimit?.quote).toContain('limitó los líquidos');
    expect(heart.kidney).toMatchObject({ stage: 4, advanced: true });
    expect(heart.potassium).toMatchObject({ value: 5.8, high: true });
    expect(heart.medicines.map((m) => m.medicineClass)).toEqual(['sglt2']);
  });

  it('reads pregnancy with its weeks, not a past one', () => {
    const now = facts({ informacionAdicional: 'Estoy embarazada de 12 semanas' });
    expect(now.pregnancy).toMatchObject({ weeks: 12 });
    expect(
      facts({ informacionAdicional: 'Tuve diabetes en mi embarazo hace 10 años' }).pregnancy,
    ).toBeUndefined();
    expect(facts({ informacionAdicional: 'No estoy embarazada' }).pregnancy).toBeUndefined();
  });

  it('reads hopelessness, eating-disorder history and low-sugar symptoms', () => {
    expect(
      facts({ informacionAdicional: 'pienso que no vale la pena seguir' }).hopelessness,
    ).toBeDefined();
    expect(
      facts({ informacionAdicional: 'no vale la pena comprar pan' }).hopelessness,
    ).toBeUndefined();
    expect(facts({ cambiosRecientes: 'De joven tuve bulimia' }).eatingDisorder).toBeDefined();
    expect(facts({ cambiosRecientes: 'mi hija tuvo anorexia' }).eatingDisorder).toBeUndefined();
    expect(
      facts({ sintomasDespuesComer: 'mareo y sudor frío 2 horas después de comer' })
        .lowSugarSymptoms,
    ).toBeDefined();
  });

  it('reads the wish to fast, but not "glucosa en ayunas"', () => {
    expect(facts({ dietaEspecial: 'quiero hacer ayuno intermitente' }).fasting).toBeDefined();
    expect(facts({ otrosAnalisis: 'glucosa en ayunas 130' }).fasting).toBeUndefined();
    expect(facts({ otrosAnalisis: 'glucosa en ayuno 130' }).fasting).toBeUndefined();
  });

  it('reads the log notes too, and the country', () => {
    const f = facts({ pais: 'México' }, ['hoy tuve temblor y sudor frío']);
    expect(f.lowSugarSymptoms?.quote).toBe('hoy tuve temblor y sudor frío');
    expect(f.country).toBe('MX');
  });

  it.each([
    ['etapa 4', 4],
    ['estadio IIIb', 3],
    ['G3b', 3],
    ['TFG 22', 4],
    ['filtrado glomerular de 12', 5],
  ])('kidney stage of "%s" is %i', (text, stage) => expect(kidneyStage(text)).toBe(stage));
});

describe('labs from free text', () => {
  it('"hace 3 meses 6,1" is an A1C of 6.1 % from three months ago', () => {
    expect(labFromText('a1c', 'hace 3 meses 6,1')).toMatchObject({
      reading: { value: 6.1, unit: '%', canonical: 6.1 },
      cuando: 'hace 3 meses',
    });
  });

  it('reads written units and converts them exactly', () => {
    expect(labFromText('a1c', 'A1C 48 mmol/mol (marzo 2025)')).toMatchObject({
      reading: { value: 48, unit: 'mmol/mol' },
      cuando: 'marzo 2025',
    });
    expect(labFromText('a1c', 'A1C 48 mmol/mol')?.reading?.canonical).toBeCloseTo(6.542, 3);
    expect(labFromText('hemoglobina', '109 g/L')?.reading?.canonical).toBeCloseTo(10.9, 5);
    expect(labFromText('ldl', '5,0 mmol/L')?.reading?.canonical).toBeCloseTo(193.35, 2);
    expect(labFromText('a1c', 'A1C 6.5')?.reading?.value).toBe(6.5);
  });

  it('a number that fits two units is kept as ambiguous, never guessed', () => {
    expect(labFromText('trigliceridos', '25')).toMatchObject({ ambiguous: { value: 25 } });
  });
});

describe('medicine names shown back', () => {
  it.each([
    ['me pincho Lantus por la noche', 'insulin:Lantus (insulina)'],
    ['tomo glimepirda', 'sulfonylurea:glimepirda (glimepirida)'],
    ['metformin and glipizide', 'metformin:metformin (metformina)'],
  ])('"%s" names %s', (text, expected) => {
    expect(classes({ sistemaHormonal: text })).toContain(expected);
  });

  it('leaving out insulin to lose weight is an eating-disorder behaviour', () => {
    const f = facts({
      informacionAdicional:
        'a veces no me pongo la insulina a propósito porque me hace subir de peso',
    });
    expect(f.eatingDisorder).toBeDefined();
  });

  it('"hemoglobina glicosilada 7,2%" in the haemoglobin field is an A1C', () => {
    const f = facts({ hemoglobina: 'hemoglobina glicosilada 7,2%' });
    expect(f.labs.hemoglobina).toBeUndefined();
    expect(f.labs.a1c?.reading?.value).toBe(7.2);
  });
});
