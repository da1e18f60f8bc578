import { numbersInWords } from './number-words.js';

describe('numbersInWords', () => {
  it.each([
    ['me salió cuarenta y ocho', 'me salió 48'],
    ['Trescientos veinte en ayunas', '320 en ayunas'],
    ['tenía ciento quince', 'tenía 115'],
    ['dio veintidós mmol', 'dio 22 mmol'],
    ['cien justos', '100 justos'],
    ['cuatrosientos y pico', '400 y pico'],
    ['dos o tres días', 'dos o tres días'],
    ['la vi hace once años', 'la vi hace once años'],
  ])('"%s" → "%s"', (text, expected) => {
    expect(numbersInWords(text)).toBe(expected);
  });
});

describe('numbersInWords, in English (round 51)', () => {
  it.each([
    ['sugar three hundred eighty', 'sugar 380'],
    ['two hundred and sixty this morning', '260 this morning'],
    ['two seventy, two eighty, two ninety', '270, 280, 290'],
    ['forty-five and shaking', '45 and shaking'],
    ['fifty two', '52'],
    ['woke at two thirty', 'woke at two thirty'],
    ['one or two days', 'one or two days'],
  ])('"%s" → "%s"', (text, expected) => {
    expect(numbersInWords(text)).toBe(expected);
  });
});
