// A screen's data is asked for while the screen's code loads (routes.ts), not after its first
// render: that render waits on its chunk and on React's reveal of a Suspense boundary (~300 ms),
// and only then would its queries start (bench/progress.mjs).
import {
  call,
  progressGlucose,
  progressReadings,
  progressSummary,
  storedUserId,
} from '@tm/shared-contracts';

const ASK = {
  glucose: (userId: string) => call(progressGlucose, { params: { userId } }),
  readings: (userId: string) => call(progressReadings, { params: { userId } }),
  summary: (userId: string) => call(progressSummary, { params: { userId } }),
};
type Data = keyof typeof ASK;
type Answer<D extends Data> = ReturnType<(typeof ASK)[D]>;

/** An answer not taken by then is not taken: the screen's query had its data already. */
const KEPT_MS = 10_000;

const early = new Map<Data, { userId: string; askedAt: number; answer: Promise<unknown> }>();

/** Asks for `data` of the person on this device, if there is one. */
export function askEarly(...data: Data[]): void {
  const userId = storedUserId();
  if (!userId) return;
  for (const d of data) {
    const answer = ASK[d](userId);
    // A failure is the query's to report, when it takes the answer.
    answer.catch(() => undefined);
    early.set(d, { userId, askedAt: Date.now(), answer });
  }
}

/** The early answer for `userId`, once: every later read (a save, 'Reintentar') asks again. */
export function takeEarly<D extends Data>(data: D, userId: string): Answer<D> | undefined {
  const taken = early.get(data);
  early.delete(data);
  return taken?.userId === userId && Date.now() - taken.askedAt < KEPT_MS
    ? (taken.answer as Answer<D>)
    : undefined;
}

/** After a change on this device, every early answer is out of date. */
export const forgetEarly = () => early.clear();
