import {
  forgetPersonOnDevice,
  markSubscribed,
  SESSION_KEYS,
  STORAGE_KEYS,
} from './storage-keys.js';

const memoryStorage = (keys: readonly string[]) => {
  const items = new Map(keys.map((key) => [key, 'x']));
  return { items, removeItem: (key: string) => void items.delete(key) };
};

describe('forgetPersonOnDevice', () => {
  it('removes every stored key of the person and keeps only the language choice', () => {
    const local = memoryStorage([...Object.values(STORAGE_KEYS), 'otra_app']);
    const session = memoryStorage(Object.values(SESSION_KEYS));
    forgetPersonOnDevice(local, session);
    expect([...local.items.keys()].sort()).toEqual(['otra_app', STORAGE_KEYS.language].sort());
    expect(session.items.size).toBe(0);
  });
});

describe('markSubscribed', () => {
  it('stores who subscribed, when, and the one-time welcome flag (§4)', () => {
    const items = new Map<string, string>();
    markSubscribed(
      { setItem: (k, v) => void items.set(k, v) },
      { userId: 'trial_1_abcdef', email: 'a@b.co' },
      42,
    );
    expect(Object.fromEntries(items)).toEqual({
      [STORAGE_KEYS.userId]: 'trial_1_abcdef',
      [STORAGE_KEYS.userEmail]: 'a@b.co',
      [STORAGE_KEYS.subscribedAt]: '42',
      [STORAGE_KEYS.justSubscribed]: 'true',
    });
  });
});
