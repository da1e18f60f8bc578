import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../db/database.js';
import { sessions } from '../db/schema.js';

const selectOwner = (db: Database) =>
  db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('session_owner');

@Injectable()
export class SessionsRepository {
  /** Read on every user route: prepared once, as building the query costs more than running it. */
  private readonly owner: ReturnType<typeof selectOwner>;

  constructor(@Inject(DATABASE) private readonly db: Database) {
    this.owner = selectOwner(db);
  }

  async create(session: { tokenHash: string; userId: string; expiresAt: Date }): Promise<void> {
    await this.db.insert(sessions).values(session);
  }

  /** The owner of an unexpired session, if any. */
  async findUserId(tokenHash: string, now: Date): Promise<string | undefined> {
    const [row] = await this.owner.execute({ tokenHash, now });
    return row?.userId;
  }

  async delete(tokenHash: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  }

  async deleteExpired(now: Date): Promise<void> {
    await this.db.delete(sessions).where(lte(sessions.expiresAt, now));
  }
}
