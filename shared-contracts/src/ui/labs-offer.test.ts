import { testDateOf } from './labs-offer.js';

it('reads a written day, day first, and leaves anything vaguer for the person to write', () => {
  expect(testDateOf('el 15/09/2026')).toBe('2026-09-15');
  expect(testDateOf('3-2-25')).toBe('2025-02-03');
  expect(testDateOf('31/02/2026')).toBe('');
  expect(testDateOf('marzo 2025')).toBe('');
  expect(testDateOf('hace 3 meses')).toBe('');
  expect(testDateOf(undefined)).toBe('');
});
