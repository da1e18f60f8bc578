import { MODULE_1_LESSON_IDS, module1LessonsOpen } from './module-1.js';

test('Module 1 opens one lesson a day: lesson n on day n, all seven from day 7', () => {
  expect([0, 0.9, 1, 2, 5, 6, 7, 30].map(module1LessonsOpen)).toEqual([1, 1, 2, 3, 6, 7, 7, 7]);
  expect(module1LessonsOpen(-1)).toBe(1);
  expect(module1LessonsOpen(Number.NaN)).toBe(1);
  expect(module1LessonsOpen(6)).toBe(MODULE_1_LESSON_IDS.length);
});
