import { cautionFlagsOf } from './cautions';
import { extractClinicalFacts } from './facts';

const flags = (fields: Record<string, string>) =>
  cautionFlagsOf(
    extractClinicalFacts({ intake: { nombre: 'Ana', email: 'a@b.co', edad: 50, ...fields } }),
  );

it('derives the caution flags from her own, present words', () => {
  expect(flags({ medicamentos: 'insulina glargina y glimepirida' } as never)).toEqual([
    'insulin',
    'sulfonylurea',
  ]);
  expect(
    flags({ informacionAdicional: 'Tomo Jardiance. Estoy embarazada de 12 semanas.' }),
  ).toEqual(['sglt2', 'pregnancy']);
  expect(flags({ informacionAdicional: 'Tengo enfermedad renal crónica etapa 3.' })).toEqual([
    'kidney',
  ]);
  expect(flags({ informacionAdicional: 'Mi mamá usa insulina.' })).toEqual([]);
  expect(flags({})).toEqual([]);
});
