import { CURRICULUM } from './curriculum.generated';
import { checkPassed, currentModule, moduleDone } from './progress';

const mod = CURRICULUM[0]!;
const allActions = mod.lessons.map((lesson) => lesson.id);

describe('moduleDone', () => {
  it('needs every action and every check answer right', () => {
    expect(moduleDone(mod, { actionsDone: allActions, answers: mod.answers })).toBe(true);
    expect(moduleDone(mod, { actionsDone: allActions.slice(1), answers: mod.answers })).toBe(false);
    const wrong = mod.answers.map((answer, i) => (i === 0 ? answer + 1 : answer));
    expect(moduleDone(mod, { actionsDone: allActions, answers: wrong })).toBe(false);
    expect(moduleDone(mod, { actionsDone: allActions, answers: [null, null, null] })).toBe(false);
    expect(checkPassed(mod, mod.answers)).toBe(true);
  });
});

describe('currentModule', () => {
  it('is the first open mod not done, else the last reached, else Module 1', () => {
    expect(
      currentModule([
        { number: 1, state: 'done' },
        { number: 2, state: 'open' },
        { number: 3, state: 'open' },
        { number: 4, state: 'locked' },
      ]),
    ).toBe(2);
    expect(
      currentModule([
        { number: 1, state: 'done' },
        { number: 2, state: 'done' },
        { number: 3, state: 'locked' },
      ]),
    ).toBe(2);
    expect(currentModule([{ number: 1, state: 'locked' }])).toBe(1);
  });
});
