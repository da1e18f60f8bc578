import { routesOf } from '@tm/shared-contracts';
import { screens } from './routes.js';

it('exposes a screen for every path ROUTE_OWNER gives to chat, and no other', () => {
  const owned = routesOf('chat');
  expect(Object.keys(screens).sort()).toEqual([...owned].sort());
  // React.lazy screens: objects React renders inside the shell's Suspense.
  expect(Object.values(screens).every((screen) => screen != null)).toBe(true);
});
