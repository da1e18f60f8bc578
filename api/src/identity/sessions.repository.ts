import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt, lte } from 'drizzle-orm';
import { DATABASE, type Database } from '../db/database.js';
import { sessions } from '../db/schema.js';

@Injectable()
export class SessionsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async create(session: { tokenHash: string; userId: string; expiresAt: Date }): Promise<void> {
    await this.db.insert(sessions).values(session);
  }

  /** The owner of an unexpired session, if any. */
  async findUserId(tokenHash: string, now: Date): Promise<string | undefined> {
    const [row] = await this.db
      .select({ userId: sessions.userId })
      .from(sessions)
      .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
      .limit(1);
    return row?.userId;
  }

  async deleteExpired(now: Date): Promise<void> {
    await this.db.delete(sessions).where(lte(sessions.expiresAt, now));
  }
}
