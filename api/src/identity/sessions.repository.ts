import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../db/database.js';
import { sessions } from '../db/schema.js';

/** Exported so the bench's bare server is checked to send this very SQL (bench/api-trial-status). */
export const selectOwner = (db: Database) =>
  db
    .select({ userId: sessions.userId, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('session_owner');

export type SessionRow = typeof sessions.$inferSelect;

@Injectable()
export class SessionsRepository {
  /** Read on every user route: prepared once, as building the query costs more than running it. */
  private readonly owner: ReturnType<typeof selectOwner>;

  constructor(@Inject(DATABASE) private readonly db: Database) {
    this.owner = selectOwner(db);
  }

  async create(session: {
    tokenHash: string;
    userId: string;
    expiresAt: Date;
    label: string;
    lastSeenAt: Date;
  }): Promise<void> {
    await this.db.insert(sessions).values({ ...session, createdAt: session.lastSeenAt });
  }

  /** The owner of an unexpired session and when it was last used, if any. */
  async findOwner(
    tokenHash: string,
    now: Date,
  ): Promise<{ userId: string; lastSeenAt: Date } | undefined> {
    const [row] = await this.owner.execute({ tokenHash, now });
    return row;
  }

  async touch(tokenHash: string, at: Date): Promise<void> {
    await this.db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.tokenHash, tokenHash));
  }

  /** The user's unexpired sessions, most recently used first. */
  async ofUser(userId: string, now: Date): Promise<SessionRow[]> {
    return this.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
      .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
  }

  async delete(tokenHash: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  }

  /** Every session of the user, on every device; returns how many there were. */
  async deleteAllOf(userId: string): Promise<number> {
    const deleted = await this.db
      .delete(sessions)
      .where(eq(sessions.userId, userId))
      .returning({ tokenHash: sessions.tokenHash });
    return deleted.length;
  }

  async deleteExpired(now: Date): Promise<void> {
    await this.db.delete(sessions).where(lte(sessions.expiresAt, now));
  }
}
