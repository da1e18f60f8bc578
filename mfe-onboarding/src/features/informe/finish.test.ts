import { ROUTES, type Programme } from '@tm/shared-contracts';
import { finishStep } from './finish';

const entry = (number: number, state: Programme['modules'][number]['state']) => ({
  number,
  title: `Módulo ${number}`,
  state,
  opensAt: null,
  actionsDone: 0,
  actionsTotal: 5,
  checkPassed: null,
});

describe('"Finalizar" on the report', () => {
  it('on day 1 with no actions done leads to Module 1 without declaring it finished', () => {
    const programme = {
      modules: [entry(1, 'open'), entry(2, 'locked')],
      current: 1,
      needsSubscription: false,
    };
    expect(finishStep(programme)).toEqual({ path: ROUTES.modulo1, module1Done: false });
  });

  it('with Module 1 done leads to the current module', () => {
    const programme = {
      modules: [entry(1, 'done'), entry(2, 'open'), entry(3, 'open')],
      current: 2,
      needsSubscription: false,
    };
    expect(finishStep(programme)).toEqual({ path: '/modulo/2', module1Done: true });
  });

  it('without an answer from the server goes to Module 1 and declares nothing', () => {
    expect(finishStep(null)).toEqual({ path: ROUTES.modulo1, module1Done: false });
  });
});
