import { testimonialSchema } from './testimonial-schema.js';
import { TESTIMONIALS } from './testimonials.js';

describe('TESTIMONIALS', () => {
  it.each(['es', 'en'] as const)('has three valid %s stories', (language) => {
    expect(TESTIMONIALS[language]).toHaveLength(3);
    for (const story of TESTIMONIALS[language])
      expect(testimonialSchema.parse(story)).toEqual(story);
  });

  it('shows the same people and figures in both languages', () => {
    const facts = (language: 'es' | 'en') =>
      TESTIMONIALS[language].map(({ nombre, edad, resultado }) => ({ nombre, edad, resultado }));
    expect(facts('en')).toEqual(facts('es'));
  });

  it('keeps the results modest: A1C down by at most 1 point, at most 6 kg lost', () => {
    for (const { resultado } of TESTIMONIALS.es) {
      const drop = resultado.hba1cAntes - resultado.hba1cDespues;
      expect(drop).toBeGreaterThan(0);
      expect(drop).toBeLessThanOrEqual(1);
      expect(resultado.cambioPeso).toBeLessThan(0);
      expect(resultado.cambioPeso).toBeGreaterThanOrEqual(-6);
    }
  });

  it('says in every note that results vary and the story is educational', () => {
    for (const { nota } of TESTIMONIALS.es) expect(nota).toMatch(/fines educativos.*varían/);
    for (const { nota } of TESTIMONIALS.en) expect(nota).toMatch(/educational purposes.*vary/);
  });
});
