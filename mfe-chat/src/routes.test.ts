import { routesOf } from '@tm/shared-contracts';
import { screens } from './routes.js';

it('exposes a screen for the paths ROUTE_OWNER gives to chat', () => {
  const owned = routesOf('chat');
  expect(Object.keys(screens).every((path) => owned.includes(path as never))).toBe(true);
  expect(Object.values(screens).every((screen) => typeof screen === 'function')).toBe(true);
});
