import { startOfflineForPerson } from './offline-person.js';

// The worker's CACHE_URLS fetches every file again: only a page that loaded before the worker
// controlled it asks for that, for everything it loads until then (a remote's code may still be
// on its way when this starts).
const entry = (name: string, startTime: number) => ({ name, startTime }) as PerformanceEntry;

describe('startOfflineForPerson', () => {
  const posted: string[][] = [];
  let onControl: () => void = () => undefined;
  let observed: (entries: PerformanceEntry[]) => void = () => undefined;
  let now = 0;
  beforeAll(() => {
    const active = {
      postMessage: (message: { payload: { urlsToCache: string[] } }) =>
        posted.push(message.payload.urlsToCache),
    };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: {
        controller: null,
        ready: Promise.resolve({ active }),
        addEventListener: (_type: string, listener: () => void) => (onControl = listener),
      },
    });
    performance.getEntriesByType = () => [entry('http://remote.test/remoteEntry.js', 10)];
    performance.now = () => now;
    globalThis.PerformanceObserver = class {
      constructor(callback: (list: { getEntries: () => PerformanceEntry[] }) => void) {
        observed = (entries) => callback({ getEntries: () => entries });
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof PerformanceObserver;
  });
  beforeEach(() => {
    posted.splice(0);
    now = 100;
  });
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('keeps what the page loaded, and what it loads, until the worker controls it', async () => {
    startOfflineForPerson({ loadedThroughWorker: false });
    observed([entry('http://remote.test/42.abcdef12.js', 120)]);
    now = 200;
    onControl();
    // Started before the worker took the page, ended after: the worker never saw it.
    observed([entry('http://localhost/api/programme/u1', 150)]);
    observed([entry('http://remote.test/43.abcdef12.js', 250)]);
    await settled();
    expect(posted).toEqual([
      [window.location.href, 'http://remote.test/remoteEntry.js'],
      ['http://remote.test/42.abcdef12.js'],
      ['http://localhost/api/programme/u1'],
    ]);
  });

  it('asks nothing when every request of the page went through the worker', async () => {
    startOfflineForPerson({ loadedThroughWorker: true });
    await settled();
    expect(posted).toEqual([]);
  });
});
