import { CURRICULUM } from '@tm/shared-contracts/contracts';
import { personContextOf } from './person-context.js';

describe('personContextOf', () => {
  it("picks the current module's reflection question (Modules 2–13 only)", () => {
    const module3 = CURRICULUM.find((module) => module.number === 3);
    expect(
      personContextOf({ intake: null, report: null, currentModule: 3 }).moduleReflection,
    ).toEqual({
      number: 3,
      question: module3?.reflection,
    });
    expect(
      personContextOf({ intake: null, report: null, currentModule: 1 }).moduleReflection,
    ).toBeUndefined();
    expect(
      personContextOf({ intake: null, report: null, currentModule: null }).moduleReflection,
    ).toBeUndefined();
  });

  it('reads the medicines with the clinical facts layer: fear of insulin is no insulin', () => {
    const intake = {
      nombre: 'Ana',
      email: 'ana@example.com',
      edad: 60,
      sistemaHormonal: 'tomo metformina, me da miedo la insulina',
    };
    const { medicineClasses } = personContextOf({ intake, report: null, currentModule: null });
    expect(medicineClasses).toEqual(['metformin']);
  });
});
