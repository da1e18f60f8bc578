// Issue 14: what the report says must be safe for the person who reads it. Each case is one of
// the findings, written before the rules changed.
import type { InitialReport, IntakeFields } from '@tm/shared-contracts/contracts';
import { containsMedicationInstruction } from '../../checkins/assistant/safety.js';
import { buildInitialReport } from './build-report.js';

const base: IntakeFields = { nombre: 'Rosa Pérez', email: 'rosa@example.com', edad: 61 };
const report = (over: Partial<IntakeFields>) => buildInitialReport({ ...base, ...over }, []);
const ids = (r: InitialReport) => r.avisos.map((a) => a.id);
const advice = (r: InitialReport) =>
  [...r.recomendaciones.map((x) => x.texto), r.enfoque].join('\n');
const everything = (r: InitialReport) =>
  [...r.perfil, ...r.avisos.flatMap((a) => [a.titulo, a.texto]), advice(r)].join('\n');

describe('the report never invents an insulin user', () => {
  it.each([
    ['tomo metformina 850 mg dos veces al día', 'Me da miedo la insulina'],
    ['resistencia a la insulina', ''],
    ['metformina', 'mi mamá usa insulina'],
  ])('%s / %s', (sistemaHormonal, informacionAdicional) => {
    const r = report({ sistemaHormonal, informacionAdicional });
    expect(ids(r)).not.toContain('hipoglucemia-medicamentos');
    expect(everything(r)).not.toMatch(/insulina/i);
  });
});

it('"a1c: hace 3 meses 6,1" is an A1C of 6,1 % from three months ago', () => {
  const r = report({ a1c: 'hace 3 meses 6,1' });
  expect(r.perfil).toContain('Tu A1C de 6,1 % (hace 3 meses) es compatible con prediabetes.');
  expect(r.analisis).toEqual([
    {
      clave: 'a1c',
      valor: 6.1,
      unidad: '%',
      valorBase: 6.1,
      cuando: 'hace 3 meses',
      texto: 'hace 3 meses 6,1',
    },
  ]);
});

describe('78-year-old with heart failure, fluid limit, CKD 4, potassium 5.8 and empagliflozin', () => {
  const r = buildInitialReport(
    {
      ...base,
      edad: 78,
      pais: 'España',
      sistemaCardiovascular:
        'Insuficiencia cardíaca, el cardiólogo me limitó los líquidos a 1 litro al día',
      sistemaHormonal: 'Jardiance (empagliflozina)',
      otrosAnalisis: 'Enfermedad renal crónica estadio 4, potasio 5.8',
      dietaEspecial: 'quiero probar la dieta keto',
    },
    [
      {
        fecha: '2026-03-01',
        comidas: 'sopa',
        horasSueno: 7,
        calidadSueno: 'Buena',
        bristol: 1,
        energia: 5,
      },
    ],
  );

  it('has no water advice and names the fluid limit', () => {
    expect(advice(r)).not.toMatch(/\bagua\b|hidrát/i);
    const fluids = r.avisos.find((a) => a.id === 'liquidos');
    expect(fluids?.texto).toMatch(/límite de líquidos a 1 litro al día/);
    expect(fluids?.porque[0]).toMatch(/limitó los líquidos/);
  });

  it('gives no legumes, fruit or avocado, and cautions about potassium with nephrology', () => {
    expect(advice(r)).not.toMatch(/legumbre|fruta|aguacate|nueces/i);
    expect(ids(r)).toEqual(expect.arrayContaining(['rinon', 'potasio', 'corazon']));
    expect(r.avisos.find((a) => a.id === 'rinon')?.texto).toMatch(/nefrolog/);
    expect(r.avisos.find((a) => a.id === 'corazon')?.texto).toMatch(/cardiólogo/);
  });

  it('warns about ketoacidosis with SGLT2 and asks for supervision before low-carb', () => {
    expect(r.avisos.find((a) => a.id === 'sglt2-cetoacidosis')?.texto).toMatch(/cetoacidosis/);
    expect(ids(r)).toContain('ayuno-supervision');
  });
});

it('insulin plus glibenclamide with dizziness and cold sweat gets the low-sugar plan first', () => {
  const r = report({
    sistemaHormonal: 'insulina y glibenclamida',
    sintomasDespuesComer: 'mareo y sudor frío 2 horas después de comer',
  });
  expect(ids(r).slice(0, 2)).toEqual(['sintomas-azucar-baja', 'hipoglucemia-medicamentos']);
  expect(r.avisos[0]?.texto).toMatch(/70 mg\/dL.*15 gramos.*médico/s);
  expect(advice(r)).not.toMatch(/suele aliviarlo/);
  expect(r.avisos[1]?.texto).toMatch(/Estos medicamentos pueden/);
  expect(ids(r)).toContain('ejercicio-hipoglucemia');
});

it('hopelessness gets the crisis line of the country before anything else', () => {
  const r = report({ pais: 'México', informacionAdicional: 'pienso que no vale la pena seguir' });
  expect(r.avisos[0]).toMatchObject({
    id: 'crisis',
    nivel: 'urgente',
    contacto: { numero: '800 911 2000' },
    porque: ['pienso que no vale la pena seguir'],
  });
});

it('haemoglobin 10.9, LDL 195 and HDL 34 each get a note with what to ask', () => {
  const r = report({ hemoglobina: '10.9', ldl: '195 mg/dL', hdl: '34', trigliceridos: '210' });
  expect(ids(r)).toEqual(['anemia-a1c', 'ldl', 'hdl', 'trigliceridos']);
  for (const note of r.avisos) expect(note.texto).toMatch(/Pregunta a tu médico/);
  expect(r.avisos[1]?.texto).toMatch(/190 o más/);
});

it('pregnancy at 12 weeks and a wish to fast: obstetric team, no fasting', () => {
  const r = report({
    informacionAdicional: 'Estoy embarazada de 12 semanas',
    dietaEspecial: 'Quiero hacer ayuno intermitente',
  });
  expect(ids(r)).toEqual(['embarazo', 'ayuno-supervision']);
  expect(r.avisos[0]?.texto).toMatch(/12 semanas.*equipo obstétrico/s);
  expect(advice(r)).not.toMatch(/ayun/);
});

it('an eating-disorder history gets no restriction', () => {
  const r = report({ cambiosRecientes: 'tuve bulimia de joven' });
  expect(ids(r)).toEqual(['trastorno-alimentario']);
  expect(advice(r)).toMatch(/sin contar calorías/);
});

it('no text names a dose or tells to change a medicine (quotes of the person aside)', () => {
  const r = report({
    sistemaHormonal: 'insulina 20 unidades, glibenclamida 5 mg, Jardiance',
    sintomasDespuesComer: 'sudor frío',
    dietaEspecial: 'ayuno',
    informacionAdicional: 'no vale la pena seguir',
  });
  const said = everything(r).replace(/«[^»]*»/g, '');
  expect(containsMedicationInstruction(said)).toBe(false);
});
