import { countSyllables, inflesz } from './readability.js';

describe('countSyllables', () => {
  it.each([
    ['azúcar', 3],
    ['ahí', 2],
    ['queso', 2],
    ['guerra', 2],
    ['pingüino', 3],
    ['caer', 2],
    ['ciudad', 2],
    ['rey', 1],
    ['y', 1],
    ['hoy', 1],
    ['día', 2],
    ['agua', 2],
    ['guiso', 2],
    ['tortilla', 3],
    ['frijoles', 3],
    ['Plátano', 3],
  ])('counts %s as %i syllables', (word, expected) => {
    expect(countSyllables(word)).toBe(expected);
  });

  // The brief lists diabetes=4 and hipoglucemia=6, which is the spoken hiatus "di-a", "mi-a".
  // Its own rules (weak i + strong a without accent = diphthong) give the RAE orthographic
  // syllables dia-be-tes and hi-po-glu-ce-mia, which is what is asserted here.
  it('treats an unaccented weak + strong vowel as one syllable (diphthong)', () => {
    expect(countSyllables('diabetes')).toBe(3);
    expect(countSyllables('hipoglucemia')).toBe(5);
    expect(countSyllables('bueno')).toBe(2);
  });

  it('breaks the diphthong when the weak vowel carries the accent', () => {
    expect(countSyllables('país')).toBe(2);
    expect(countSyllables('reír')).toBe(2);
    expect(countSyllables('tenía')).toBe(3);
  });

  it('counts a word without vowels (an abbreviation) as one syllable and numbers by digits', () => {
    expect(countSyllables('mg')).toBe(1);
    expect(countSyllables('15')).toBe(3);
  });
});

describe('inflesz', () => {
  it('scores a short plain text above 60', () => {
    const text =
      'Come despacio. Pon verduras en la mitad del plato. Camina un rato después de comer. ' +
      'Toma agua en lugar de refresco. Duerme bien cada noche.';
    expect(inflesz(text)).toBeGreaterThan(60);
  });

  it('scores a dense technical text below 60', () => {
    const text =
      'La hiperglucemia posprandial persistente, asociada a la resistencia periférica a la ' +
      'insulina y a la disfunción progresiva de las células beta pancreáticas, incrementa ' +
      'significativamente la probabilidad de complicaciones microvasculares y macrovasculares ' +
      'en individuos con diabetes mellitus tipo 2 insuficientemente controlada.';
    expect(inflesz(text)).toBeLessThan(60);
  });

  it('strips Markdown and ends a sentence at each list item', () => {
    const markdown =
      '## Tu plato\n\nArma tu plato **así**:\n\n- Verduras\n- Proteína\n- Tortilla\n';
    const plain = 'Tu plato. Arma tu plato así. Verduras. Proteína. Tortilla.';
    expect(inflesz(markdown)).toBeCloseTo(inflesz(plain), 6);
  });

  it('follows the Szigriszt-Pazos formula', () => {
    // co-me so-pa to-ma a-gua: 8 syllables, 4 words, 2 sentences.
    expect(inflesz('Come sopa. Toma agua.')).toBeCloseTo(206.835 - 62.3 * (8 / 4) - 4 / 2, 6);
  });

  it('keeps a decimal number as one word', () => {
    expect(inflesz('Tu meta es 7.2 o menos.')).toBeCloseTo(inflesz('Tu meta es 72 o menos.'), 6);
  });

  it('scores an empty text as 0', () => {
    expect(inflesz('')).toBe(0);
  });
});
