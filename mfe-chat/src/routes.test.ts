import { routeMismatches } from '@tm/build/declared-routes';
import declared from './routes.json';
import { screens } from './routes.js';

it('exposes one screen for every path it declares in routes.json, and no other', () => {
  expect(routeMismatches(declared, screens)).toEqual({
    withoutScreen: [],
    undeclared: [],
    malformed: [],
  });
});
