import { cautionsFor } from './cautions';

it('shows only the lesson cautions that match the person, in a fixed order', () => {
  expect(cautionsFor(['sglt2', 'insulin', 'kidney'], ['kidney', 'insulin', 'pregnancy'])).toEqual([
    'insulin',
    'kidney',
  ]);
  expect(cautionsFor(['insulin'], [])).toEqual([]);
  expect(cautionsFor([], ['insulin'])).toEqual([]);
});
