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
