import { DAY_MS } from '../constants';
import { curriculumSchema } from './curriculum-schema';
import { CURRICULUM } from './curriculum.generated';
import { LAST_MODULE, lastModuleByDate, moduleOpensAt } from './schedule';

const opened = Date.UTC(2026, 0, 5, 9);

it('opens Module 1 on day 0, Module 2 a week later, then one a week up to Module 13 on day 84', () => {
  expect(LAST_MODULE).toBe(13);
  for (let n = 1; n <= LAST_MODULE; n += 1)
    expect(moduleOpensAt(n, opened)).toBe(opened + (n - 1) * 7 * DAY_MS);
  expect(moduleOpensAt(13, opened)).toBe(opened + 84 * DAY_MS);
});

it('counts whole weeks: the module of a day, never past the last', () => {
  expect(lastModuleByDate(opened, opened)).toBe(1);
  expect(lastModuleByDate(opened, opened + 7 * DAY_MS - 1)).toBe(1);
  expect(lastModuleByDate(opened, opened + 7 * DAY_MS)).toBe(2);
  expect(lastModuleByDate(opened, opened + 14 * DAY_MS)).toBe(3);
  expect(lastModuleByDate(opened, opened + 84 * DAY_MS)).toBe(13);
  expect(lastModuleByDate(opened, opened + 400 * DAY_MS)).toBe(13);
  expect(lastModuleByDate(opened, opened - DAY_MS)).toBe(1);
});

it('the generated manifest is a valid curriculum: Modules 2–13, answers among the options', () => {
  expect(curriculumSchema.parse(CURRICULUM)).toEqual(CURRICULUM);
  expect(CURRICULUM.map((module) => module.number)).toEqual([
    2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13,
  ]);
  for (const module of CURRICULUM)
    module.answers.forEach((answer, i) => expect(answer).toBeLessThan(module.optionCounts[i]!));
});
