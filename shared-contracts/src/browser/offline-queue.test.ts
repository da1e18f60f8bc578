import 'fake-indexeddb/auto';
import {
  dismissRefused,
  enqueueOffline,
  flushOfflineQueue,
  onOfflineQueueChange,
  pendingEntries,
  refusedEntries,
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
/** An answer: a status (with `{}`), a status with the API's `{ message }`, or no network. */
type Answer = number | 'offline' | { status: number; message?: string; body?: string };
function answering(...answers: Answer[]) {
  const sent: Sent[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    const answer = answers[Math.min(sent.length, answers.length - 1)]!;
    sent.push({ url: String(url), body: JSON.parse(String(init?.body)) });
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    if (typeof answer === 'number') return new Response('{}', { status: answer });
    const body = answer.body ?? JSON.stringify({ message: answer.message });
    return new Response(body, { status: answer.status });
  });
  return sent;
}

afterEach(async () => {
  jest.restoreAllMocks();
  answering(200);
  await flushOfflineQueue();
  for (const entry of await refusedEntries(USER)) await dismissRefused(entry.key);
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

  it('keeps an entry refused for good (400) apart with the reason, and another session’s (403) for later', async () => {
    const refused = await enqueueOffline('lectura', USER, reading(110));
    await enqueueOffline('lectura', USER, reading(120));
    const message = 'La fecha de la medición está en el futuro. Revisa el día y la hora.';
    const sent = answering({ status: 400, message }, 403);
    expect(await flushOfflineQueue()).toBe(1);
    expect((await pendingEntries('lectura', USER)).map(valueOf)).toEqual([120]);
    expect(await refusedEntries(USER)).toEqual([
      { ...refused, reason: message, refusedAt: expect.any(Number) },
    ]);
    expect(await refusedEntries('trial_1790000000000_other1')).toEqual([]);

    // Never sent again: the next round only tries the one still waiting.
    await flushOfflineQueue();
    expect(sent.filter((s) => s.body.valor === 110)).toHaveLength(1);
  });

  it.each([
    [
      'a conflict (409)',
      { status: 409, message: 'Tu registro ya tiene sus 5 días.' },
      'Tu registro ya tiene sus 5 días.',
    ],
    [
      'too large (413) without a readable message',
      { status: 413, body: '<html>' },
      'El servidor no aceptó estos datos y no se guardaron.',
    ],
  ])('keeps %s apart too, with a Spanish reason', async (_, answer, reason) => {
    await enqueueOffline('lectura', USER, reading(110));
    answering(answer);
    expect(await flushOfflineQueue()).toBe(0);
    const [refused] = await refusedEntries(USER);
    expect(refused!.reason).toBe(reason);
  });

  it('forgets a refused entry once she dismisses it, and tells every listener', async () => {
    const entry = await enqueueOffline('lectura', USER, reading(110));
    answering({ status: 400, message: 'Revisa este dato.' });
    await flushOfflineQueue();
    const changes: string[] = [];
    const stop = onOfflineQueueChange(() => changes.push('changed'));
    await dismissRefused(entry.key);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await refusedEntries(USER)).toEqual([]);
    expect(changes).toHaveLength(1);
    stop();
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
