import 'fake-indexeddb/auto';
import { ApiError } from '../request/http.js';
import { flushOfflineQueue, pendingEntries } from './offline-queue.js';
import { sendOrQueue } from './offline-send.js';

const USER = 'trial_1790000000000_abc123';
const weight = { userId: USER, tipo: 'peso' as const, valor: 82.5, unidad: 'kg' as const };
const dated = { ...weight, medidoEn: '2026-11-22T08:00:00.000Z' };

let online = true;
// Node has no navigator (the queue sends nothing by itself here: no window, no locks).
beforeAll(() =>
  Object.defineProperty(globalThis, 'navigator', {
    configurable: true,
    value: {
      get onLine() {
        return online;
      },
    },
  }),
);
afterEach(async () => {
  online = true;
  jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
  await flushOfflineQueue();
  jest.restoreAllMocks();
});

describe('sendOrQueue', () => {
  it('sends at once with a fresh key when there is a connection', async () => {
    const send = jest.fn(async (claveEnvio: string) => ({ claveEnvio }));
    const answer = await sendOrQueue('lectura', USER, dated, send);
    expect(answer).toEqual({ sent: { claveEnvio: expect.stringMatching(/^[0-9a-f-]{36}$/) } });
    expect(await pendingEntries('lectura', USER)).toEqual([]);
  });

  it('keeps it, dated, without trying, when the browser says it is offline', async () => {
    online = false;
    const send = jest.fn();
    const answer = await sendOrQueue('lectura', USER, dated, send);
    expect(send).not.toHaveBeenCalled();
    expect('kept' in answer && answer.kept.body).toEqual(dated);
    expect(await pendingEntries('lectura', USER)).toHaveLength(1);
  });

  it('keeps it under the key the attempt used when no answer came', async () => {
    let used = '';
    const answer = await sendOrQueue('lectura', USER, dated, async (claveEnvio) => {
      used = claveEnvio;
      throw new TypeError('Failed to fetch');
    });
    expect('kept' in answer && answer.kept.key).toBe(used);
    expect((await pendingEntries('lectura', USER)).map((e) => e.key)).toEqual([used]);
  });

  it("throws the API's own refusal, keeping nothing", async () => {
    const refusal = new ApiError(400, '{"message":"Revisa este dato."}', 'Bad Request');
    await expect(sendOrQueue('lectura', USER, dated, () => Promise.reject(refusal))).rejects.toBe(
      refusal,
    );
    expect(await pendingEntries('lectura', USER)).toEqual([]);
  });
});
