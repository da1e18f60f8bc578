// What the API benches share: the settings of a bench API process (one client making every
// request, so no per-client limits; a fixed session secret and data key, as production needs)
// and the wait until it answers.

/** Production settings on purpose (benches measure what ships), with the payment sandbox. */
export const BENCH_PRODUCTION_ENV = {
  PUBLIC_URL: 'http://127.0.0.1',
  ALLOW_SANDBOX_IN_PRODUCTION: 'true',
  STRIPE_WEBHOOK_SECRET: 'whsec_bench_only_webhook_secret',
};

export const BENCH_API_ENV = {
  ...BENCH_PRODUCTION_ENV,
  SESSION_SECRET: 'bench-session-secret-of-at-least-32-chars',
  DATA_ENCRYPTION_KEYS: `bench1:${Buffer.alloc(32, 3).toString('base64')}`,
  RATE_LIMIT_WRITES: '100000',
  RATE_LIMIT_COSTLY: '100000',
};

/** Resolves once `${base}/api/health` answers 200; throws after 90 s (the API builds the
 * triage's reader before it listens). */
export async function untilHealthy(base) {
  for (const deadline = Date.now() + 90_000; Date.now() < deadline;) {
    const ok = await fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('La API no arrancó.');
}
