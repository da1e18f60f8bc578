import { routeMismatches } from '@tm/build/declared-routes';
import { CURRICULUM, moduloPath } from '@tm/shared-contracts';
import declared from './routes.json';
import { screens } from './routes.js';

it('exposes one screen for every path it declares in routes.json, and no other', () => {
  expect(routeMismatches(declared, screens)).toEqual({
    withoutScreen: [],
    undeclared: [],
    malformed: [],
  });
});

it('declares a page for every module of the curriculum (2–13), and /modulo/1, on one screen', () => {
  const modulePages = declared.map((route) => route.path).filter((p) => p.startsWith('/modulo/'));
  expect(modulePages).toEqual(['/modulo/1', ...CURRICULUM.map((m) => moduloPath(m.number))]);
  expect(new Set(modulePages.map((path) => screens[path])).size).toBe(1);
});
