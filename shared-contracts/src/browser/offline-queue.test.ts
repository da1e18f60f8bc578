import 'fake-indexeddb/auto';
import {
  enqueueOffline,
  flushOfflineQueue,
  onOfflineQueueChange,
  pendingEntries,
} from './offline-queue.js';

const USER = 'trial_1790000000000_abc123';
const reading = (valor: number) => ({
  userId: USER,
  tipo: 'glucosa' as const,
  valor,
  unidad: 'mg/dL' as const,
  momento: 'ayunas' as const,
  medidoEn: '2026-11-22T08:00:00.000Z',
});

const valueOf = ({ body }: { body: object }) => (body as { valor: number }).valor;

type Sent = { url: string; body: Record<string, unknown> };
function answering(...statuses: (number | 'offline')[]) {
  const sent: Sent[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    const status = statuses[Math.min(sent.length, statuses.length - 1)]!;
    sent.push({ url: String(url), body: JSON.parse(String(init?.body)) });
    if (status === 'offline') throw new TypeError('Failed to fetch');
    return new Response('{}', { status });
  });
  return sent;
}

afterEach(async () => {
  jest.restoreAllMocks();
  answering(200);
  await flushOfflineQueue();
  jest.restoreAllMocks();
});

describe('offline queue', () => {
  it('keeps entries until sent, each with its own key, then forgets them', async () => {
    const first = await enqueueOffline('lectura', USER, reading(110));
    const second = await enqueueOffline('lectura', USER, reading(120));
    expect(first.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.key).not.toBe(second.key);
    expect((await pendingEntries('lectura', USER)).map(valueOf)).toEqual([110, 120]);
    expect(await pendingEntries('dia', USER)).toEqual([]);

    const sent = answering(200);
    expect(await flushOfflineQueue()).toBe(0);
    expect(sent.map((s) => s.body)).toEqual([
      { ...reading(110), claveEnvio: first.key },
      { ...reading(120), claveEnvio: second.key },
    ]);
    expect(sent[0]!.url).toMatch(/\/api\/progress-readings$/);
    expect(await pendingEntries('lectura', USER)).toEqual([]);
  });

  it('stops at the first that cannot go (no network, API down) and keeps it and the rest', async () => {
    await enqueueOffline('lectura', USER, reading(110));
    await enqueueOffline('lectura', USER, reading(120));
    await enqueueOffline('lectura', USER, reading(130));
    const sent = answering(200, 'offline');
    expect(await flushOfflineQueue()).toBe(2);
    expect(sent).toHaveLength(2);
    expect((await pendingEntries('lectura', USER)).map(valueOf)).toEqual([120, 130]);

    answering(503);
    expect(await flushOfflineQueue()).toBe(2);
  });

  it('forgets an entry refused for good (400) and keeps another session’s (403) for later', async () => {
    await enqueueOffline('lectura', USER, reading(110));
    await enqueueOffline('lectura', USER, reading(120));
    answering(400, 403);
    expect(await flushOfflineQueue()).toBe(1);
    expect((await pendingEntries('lectura', USER)).map(valueOf)).toEqual([120]);
  });

  it('tells every listener when entries are added or sent', async () => {
    const changes: string[] = [];
    const stop = onOfflineQueueChange(() => changes.push('changed'));
    await enqueueOffline('dia', USER, {
      userId: USER,
      zonaHoraria: 'Europe/Madrid',
      dias: [
        {
          fecha: '2026-11-22',
          comidas: 'Verduras',
          horasSueno: 7,
          calidadSueno: 'Buena',
          bristol: 4,
          energia: 6,
        },
      ],
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(changes).toHaveLength(1);
    answering(200);
    await flushOfflineQueue();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(changes).toHaveLength(2);
    stop();
  });
});
