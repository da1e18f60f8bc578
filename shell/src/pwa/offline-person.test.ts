import { startOfflineForPerson } from './offline-person.js';

// The worker's CACHE_URLS fetches every file again, without the page's Origin header: only a page
// that loaded before the worker controlled it asks for that.
describe('startOfflineForPerson', () => {
  const posted: unknown[] = [];
  beforeAll(() => {
    const active = { postMessage: (message: unknown) => posted.push(message) };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { ready: Promise.resolve({ active }) },
    });
    // jsdom keeps no resource timings.
    performance.getEntriesByType = () => [];
  });
  beforeEach(() => posted.splice(0));
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('asks the worker to keep what this page loaded before it controlled the page', async () => {
    startOfflineForPerson({ loadedThroughWorker: false });
    await settled();
    expect(posted).toEqual([
      {
        type: 'CACHE_URLS',
        payload: { urlsToCache: expect.arrayContaining([window.location.href]) },
      },
    ]);
  });

  it('asks nothing when every request of the page went through the worker', async () => {
    startOfflineForPerson({ loadedThroughWorker: true });
    await settled();
    expect(posted).toEqual([]);
  });
});
