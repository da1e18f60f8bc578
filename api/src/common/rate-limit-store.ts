// A store for @fastify/rate-limit that counts in the database, so two API instances behind the
// gateway share one limit per client and route (an in-memory count would double it).
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { rateLimitCounters } from '../db/schema.js';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

/** Old windows are swept at most this often, by whichever request comes first. */
const SWEEP_EVERY_MS = 5 * 60_000;

/** The window a moment falls in: fixed windows, so every instance agrees on it. */
export const windowStartOf = (now: number, timeWindow: number) =>
  Math.floor(now / timeWindow) * timeWindow;

class DatabaseRateLimitStore implements FastifyRateLimitStore {
  private lastSweep = 0;

  constructor(
    private readonly db: Database,
    private readonly now: () => number,
    private readonly prefix = '',
  ) {}

  incr(key: string, callback: Callback, timeWindow: number): void {
    this.count(key, timeWindow).then(
      (result) => callback(null, result),
      (error: Error) => callback(error),
    );
  }

  child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    // The plugin passes the route as `routeInfo` (its typings omit it): one count per route.
    const { method, url } = (options as unknown as { routeInfo: { method: string; url: string } })
      .routeInfo;
    return new DatabaseRateLimitStore(this.db, this.now, `${String(method)} ${url} `);
  }

  private async count(key: string, timeWindow: number): Promise<Result> {
    const now = this.now();
    const result = await countHit(this.db, this.prefix + key, now, timeWindow);
    if (now - this.lastSweep > SWEEP_EVERY_MS) {
      this.lastSweep = now;
      await this.db
        .delete(rateLimitCounters)
        .where(lt(rateLimitCounters.windowStart, windowStartOf(now, timeWindow) - timeWindow));
    }
    return result;
  }
}

/**
 * Counts one hit of `key` in its fixed window and returns the window's count so far: used by
 * the plugin (per client and route) and by limits on something else than the client (an e-mail).
 */
export async function countHit(
  db: Database,
  key: string,
  now: number,
  timeWindow: number,
): Promise<Result> {
  const windowStart = windowStartOf(now, timeWindow);
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { hits: sql`${rateLimitCounters.hits} + 1` },
    })
    .returning({ hits: rateLimitCounters.hits });
  return { current: row!.hits, ttl: windowStart + timeWindow - now };
}

/** The store class the plugin instantiates, bound to our database and clock. */
export function databaseRateLimitStore(db: Database, now: () => number): FastifyRateLimitStoreCtor {
  return class extends DatabaseRateLimitStore {
    constructor() {
      super(db, now);
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
