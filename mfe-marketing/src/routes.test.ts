import { routesOf } from '@tm/shared-contracts';
import { screens } from './routes.js';

it('exposes a screen for the paths ROUTE_OWNER gives to marketing', () => {
  const owned = routesOf('marketing');
  expect(Object.keys(screens).every((path) => owned.includes(path as never))).toBe(true);
  // Plain components or React.lazy ones (objects React renders inside the shell's Suspense).
  expect(Object.values(screens).every((screen) => screen != null)).toBe(true);
});
