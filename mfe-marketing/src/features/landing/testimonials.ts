import type { Testimonial } from './testimonial-schema.js';
import type { Language } from '@tm/shared-contracts';

export type { Testimonial } from './testimonial-schema.js';

const NOTA = {
  es: 'Caso ilustrativo con fines educativos. Los resultados varían de persona a persona y no sustituyen la evaluación de tu médico.',
  en: 'Illustrative case for educational purposes. Results vary from person to person and do not replace your doctor’s evaluation.',
} as const;

/** Landing success stories (§2), in both landing languages; the figures are the same in each. */
export const TESTIMONIALS: Record<Language, Testimonial[]> = {
  es: [
    {
      nombre: 'María',
      edad: 54,
      quote:
        'Aprendí a armar mi plato y a caminar después de comer. En seis meses, junto con mi médico, mi A1C bajó y ya no tengo tanto sueño por la tarde.',
      resultado: { hba1cAntes: 7.4, hba1cDespues: 6.7, cambioPeso: -4 },
      nota: NOTA.es,
    },
    {
      nombre: 'José',
      edad: 61,
      quote:
        'Me dijeron que tenía prediabetes y me asusté. Cambié el refresco por agua y empecé a dormir mejor. Mi última A1C salió más baja.',
      resultado: { hba1cAntes: 6.2, hba1cDespues: 5.8, cambioPeso: -3 },
      nota: NOTA.es,
    },
    {
      nombre: 'Carmen',
      edad: 47,
      quote:
        'Tenía antojos todo el día y mucha hinchazón. Ahora como con más calma, tengo más energía y mi ropa me queda mejor.',
      resultado: { hba1cAntes: 5.9, hba1cDespues: 5.6, cambioPeso: -5 },
      nota: NOTA.es,
    },
  ],
  en: [
    {
      nombre: 'María',
      edad: 54,
      quote:
        'I learned to build my plate and to walk after meals. In six months, working with my doctor, my A1C came down and I am no longer so sleepy in the afternoon.',
      resultado: { hba1cAntes: 7.4, hba1cDespues: 6.7, cambioPeso: -4 },
      nota: NOTA.en,
    },
    {
      nombre: 'José',
      edad: 61,
      quote:
        'I was told I had prediabetes and it scared me. I swapped soda for water and started sleeping better. My last A1C came back lower.',
      resultado: { hba1cAntes: 6.2, hba1cDespues: 5.8, cambioPeso: -3 },
      nota: NOTA.en,
    },
    {
      nombre: 'Carmen',
      edad: 47,
      quote:
        'I had cravings all day and a lot of bloating. Now I eat more calmly, I have more energy and my clothes fit better.',
      resultado: { hba1cAntes: 5.9, hba1cDespues: 5.6, cambioPeso: -5 },
      nota: NOTA.en,
    },
  ],
};
