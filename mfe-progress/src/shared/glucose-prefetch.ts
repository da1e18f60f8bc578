// The glucose screen's series is asked for while the screen's code loads (routes.ts), not after
// its first render: that render waits on its chunk and on React's reveal of a Suspense boundary
// (~300 ms), and only then would the query start (bench/progress.mjs).
import { call, type GlucoseSeries, progressGlucose, storedUserId } from '@tm/shared-contracts';

let early: { userId: string; answer: Promise<GlucoseSeries> } | null = null;

export function prefetchGlucose(): void {
  const userId = storedUserId();
  if (!userId) return;
  const answer = call(progressGlucose, { params: { userId } });
  // A failure is the query's to report, when it takes the answer.
  answer.catch(() => undefined);
  early = { userId, answer };
}

/** The early answer for `userId`, once: every later read (a save, 'Reintentar') asks again. */
export function takePrefetchedGlucose(userId: string): Promise<GlucoseSeries> | undefined {
  const taken = early;
  early = null;
  return taken?.userId === userId ? taken.answer : undefined;
}
