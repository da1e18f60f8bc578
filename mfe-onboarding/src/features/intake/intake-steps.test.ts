import { intakeFieldsSchema } from '@tm/shared-contracts';
import { EMPTY_HEALTH_ANSWERS } from '../../shared/health-answers.js';
import { HEALTH_SECTION } from './intake-sections.js';
import {
  FIELD_ORDER,
  FORM_STEPS,
  STEP_COUNT,
  SUMMARY_STEP,
  answersOf,
  combine,
  firstInvalidStep,
  startingStep,
  stepErrors,
  validStep,
} from './intake-steps.js';

const HEALTH_DONE = {
  edad: '61',
  genero: 'femenino',
  sintomas: 'Sed',
  objetivos: 'Bajar mi A1C',
};
const REQUIRED_DONE = { ...HEALTH_DONE, nombre: 'Rosa Pérez', email: 'rosa@example.com' };

describe('the intake in steps', () => {
  it('is the health form, then the ten sections of §2, then the summary', () => {
    expect(FORM_STEPS.map((s) => s.title)).toEqual([
      'Tu salud',
      'Información Personal',
      'Historia General',
      'Estado de Salud General',
      'Estado Nutricional',
      'Salud Intestinal',
      'Factores de Toxicidad y Salud Oral',
      'Salud del Sueño',
      'Estado Emocional',
      'Otros Factores',
      'Análisis de Sangre',
    ]);
    expect(STEP_COUNT).toBe(12);
    expect(SUMMARY_STEP).toBe(12);
  });

  it('asks every field of both forms exactly once (the age once, for both)', () => {
    const expected = new Set([
      ...Object.keys(intakeFieldsSchema.shape),
      ...Object.keys(EMPTY_HEALTH_ANSWERS),
    ]);
    expect(FIELD_ORDER).toHaveLength(expected.size);
    expect(new Set(FIELD_ORDER)).toEqual(expected);
    expect(HEALTH_SECTION.fields[0]!.key).toBe('edad');
  });

  it('Next checks only its own step', () => {
    expect(Object.keys(stepErrors(1, {}))).toEqual(['edad', 'genero', 'sintomas', 'objetivos']);
    expect(Object.keys(stepErrors(2, {}))).toEqual(['nombre', 'email']);
    expect(stepErrors(3, {})).toEqual({});
    expect(stepErrors(1, HEALTH_DONE)).toEqual({});
    expect(stepErrors(2, { email: 'rosa@' })).toEqual({
      nombre: 'Escribe tu nombre completo.',
      email: 'Escribe un correo electrónico válido, por ejemplo nombre@correo.com.',
    });
    expect(stepErrors(1, { ...HEALTH_DONE, edad: '200' })).toEqual({
      edad: 'Escribe tu edad en años, con un número entero entre 1 y 120.',
    });
    expect(stepErrors(SUMMARY_STEP, {})).toEqual({});
  });

  it('sending from the summary finds the first step with a missing answer', () => {
    expect(firstInvalidStep({})).toBe(1);
    expect(firstInvalidStep(HEALTH_DONE)).toBe(2);
    expect(firstInvalidStep(REQUIRED_DONE)).toBeNull();
  });

  it('opens at the step the address names, else the one she left, else the summary once sent', () => {
    expect(startingStep({ query: '3', stored: '7', sent: true })).toBe(3);
    expect(startingStep({ query: null, stored: '7', sent: true })).toBe(7);
    expect(startingStep({ query: null, stored: null, sent: true })).toBe(SUMMARY_STEP);
    expect(startingStep({ query: null, stored: null, sent: false })).toBe(1);
    for (const wrong of ['0', '13', '2.5', 'salud', ''])
      expect(startingStep({ query: wrong, stored: wrong, sent: false })).toBe(1);
    expect(validStep('12')).toBe(12);
  });

  it('one age for both forms: the intake draft wins, else the health form gives it', () => {
    const health = { ...EMPTY_HEALTH_ANSWERS, edad: '60', genero: 'otro' as const };
    expect(combine({ edad: '61', nombre: 'Rosa' }, health)).toMatchObject({
      edad: '61',
      nombre: 'Rosa',
      genero: 'otro',
    });
    expect(combine({ edad: ' ' }, health).edad).toBe('60');
  });

  it('the summary reads each answer as chosen, leaves blanks out and names fields plainly', () => {
    expect(answersOf(HEALTH_SECTION, { ...HEALTH_DONE, alergias: '  ' })).toEqual([
      { key: 'edad', label: 'Edad', answer: '61' },
      { key: 'genero', label: 'Género', answer: 'Femenino' },
      { key: 'sintomas', label: 'Síntomas', answer: 'Sed' },
      { key: 'objetivos', label: 'Objetivos', answer: 'Bajar mi A1C' },
    ]);
    const emotional = FORM_STEPS.find((s) => s.title === 'Estado Emocional')!;
    expect(answersOf(emotional, {})).toEqual([
      { key: 'nivelEnergia', label: 'Nivel de energía (1 a 10)', answer: '5 / 10' },
    ]);
  });
});
