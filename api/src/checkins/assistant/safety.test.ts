import { containsMedicationInstruction, takesMedication } from './safety.js';

describe('instrucciones sobre medicamentos', () => {
  it.each([
    'Deja la metformina por unos días.',
    'Suspende tu insulina si comes poco.',
    'Aumenta la dosis de glibenclamida.',
    'Bájale a tus pastillas esta semana.',
    'Puedes dejar tus medicamentos si te sientes bien.',
    'Ya no necesitas la insulina.',
    'Ponte 10 unidades antes de cenar.',
    'Toma 500 mg con la comida.',
    'Te recomiendo reducir la dosis de insulina.',
  ])('detecta "%s"', (text) => {
    expect(containsMedicationInstruction(text)).toBe(true);
  });

  it.each([
    'Sobre tus medicamentos: cualquier cambio lo decide tu médico contigo.',
    'Si usas insulina, comer menos carbohidratos puede bajar demasiado tu azúcar.',
    'Mide tu glucosa: menos de 70 mg/dL es azúcar baja.',
    'Toma un vaso de agua antes de cada comida.',
    'Baja el ritmo y respira lento.',
  ])('deja pasar "%s"', (text) => {
    expect(containsMedicationInstruction(text)).toBe(false);
  });
});

describe('takesMedication', () => {
  it('cuenta cualquier medicamento anotado, pero no "ninguno" ni un campo vacío', () => {
    expect(takesMedication('Metformina 850')).toBe(true);
    expect(takesMedication('Ninguno')).toBe(false);
    expect(takesMedication('no')).toBe(false);
    expect(takesMedication('  ')).toBe(false);
    expect(takesMedication(undefined)).toBe(false);
  });
});
