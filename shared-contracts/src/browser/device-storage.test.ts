import { SESSION_KEYS } from '../session-keys.js';
import { STORAGE_KEYS } from '../storage-keys.js';
import { forgetPersonOnDevice, markSubscribed, restorePersonOnDevice } from './device-storage.js';

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

describe('restorePersonOnDevice', () => {
  it('forgets whoever was here, then stores the returning person from the server', () => {
    const local = new Map<string, string>([
      [STORAGE_KEYS.userId, 'trial_1_otraaa'],
      [STORAGE_KEYS.registroDias, '3'],
      [STORAGE_KEYS.language, 'es'],
    ]);
    const storage = {
      setItem: (k: string, v: string) => void local.set(k, v),
      removeItem: (k: string) => void local.delete(k),
    };
    restorePersonOnDevice(
      storage,
      { removeItem: () => undefined },
      {
        userId: 'trial_2_abcdef',
        email: 'ana@example.com',
        trialStart: 1000,
        intakeDone: true,
        reportReady: true,
        subscribedAt: null,
      },
    );
    expect(Object.fromEntries(local)).toEqual({
      [STORAGE_KEYS.language]: 'es',
      [STORAGE_KEYS.userId]: 'trial_2_abcdef',
      [STORAGE_KEYS.userEmail]: 'ana@example.com',
      [STORAGE_KEYS.trialStart]: '1000',
      [STORAGE_KEYS.intakeDone]: 'true',
      [STORAGE_KEYS.informeReady]: 'true',
    });
  });
});
