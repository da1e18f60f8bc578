import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { countHit } from '../common/rate-limit-store.js';
import { DATABASE, type Database } from '../db/database.js';
import { signInLinks } from '../db/schema.js';

@Injectable()
export class SignInLinksRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async create(link: {
    tokenHash: string;
    userId: string;
    emailHash: string;
    expiresAt: Date;
    createdAt: Date;
  }): Promise<void> {
    // Links are asked for rarely: a good moment to drop the ones that can no longer open.
    await this.db.delete(signInLinks).where(lte(signInLinks.expiresAt, link.createdAt));
    await this.db.insert(signInLinks).values(link);
  }

  /**
   * Marks an unused, unexpired link used and returns it; in one statement, so two tabs opening
   * the same link cannot both get a session.
   */
  async consume(
    tokenHash: string,
    now: Date,
  ): Promise<{ userId: string; emailHash: string } | undefined> {
    const [row] = await this.db
      .update(signInLinks)
      .set({ usedAt: now })
      .where(
        and(
          eq(signInLinks.tokenHash, tokenHash),
          isNull(signInLinks.usedAt),
          gt(signInLinks.expiresAt, now),
        ),
      )
      .returning({ userId: signInLinks.userId, emailHash: signInLinks.emailHash });
    return row;
  }

  /** Counts one request for an address in the shared rate-limit table (fixed windows). */
  async countRequest(key: string, now: number, windowMs: number): Promise<number> {
    return (await countHit(this.db, key, now, windowMs)).current;
  }
}
