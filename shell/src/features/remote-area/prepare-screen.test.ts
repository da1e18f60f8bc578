// A screen is got ready all at once: its code and the query layer together, its data into the
// page's cache when asked for; the loader waits for the code, never for the data.
import { STORAGE_KEYS } from '@tm/shared-contracts';
import type { PreloadableScreen, ScreenPreload } from '@tm/shared-contracts/ui';
import { prepareScreen } from './prepare-screen.js';

jest.mock('../../app/lazy-query-layer.js', () => ({
  ...jest.requireActual('../../app/lazy-query-layer.js'),
  loadQueryLayer: jest.fn(() => Promise.resolve()),
  prefetchQuery: jest.fn(() => new Promise(() => {})),
}));
const layer = jest.requireMock<{ loadQueryLayer: jest.Mock; prefetchQuery: jest.Mock }>(
  '../../app/lazy-query-layer.js',
);

const query = { queryKey: ['/api/me/profile'] };
const screenReading = () => {
  const seen: { userId: string | null }[] = [];
  const Screen: PreloadableScreen = Object.assign(() => null, {
    preload: async ({ userId, prefetch }: ScreenPreload) => {
      seen.push({ userId });
      prefetch(query);
    },
  });
  return { Screen, seen };
};

afterEach(() => {
  window.localStorage.clear();
  jest.clearAllMocks();
});

test('with data: code, query layer and the queries (still in flight) for the person', async () => {
  window.localStorage.setItem(STORAGE_KEYS.userId, 'u1');
  const { Screen, seen } = screenReading();

  await prepareScreen(Screen, '/perfil', { data: true });

  expect(seen).toEqual([{ userId: 'u1' }]);
  expect(layer.loadQueryLayer).toHaveBeenCalled();
  expect(layer.prefetchQuery).toHaveBeenCalledWith(query);
});

test('without data: the code and the query layer only', async () => {
  const { Screen } = screenReading();

  await prepareScreen(Screen, '/diagnostico', { data: false });

  expect(layer.loadQueryLayer).toHaveBeenCalled();
  expect(layer.prefetchQuery).not.toHaveBeenCalled();
});

test("a visitor's landing needs no query layer; an eager screen nothing at all", async () => {
  await prepareScreen(() => null, '/', { data: true });

  expect(layer.loadQueryLayer).not.toHaveBeenCalled();
});
