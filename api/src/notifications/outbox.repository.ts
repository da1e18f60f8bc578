import { Inject, Injectable } from '@nestjs/common';
import type { EmailTemplate } from '@tm/shared-contracts/contracts';
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../db/database.js';
import { outboxEmails } from '../db/schema.js';

export type OutboxRow = typeof outboxEmails.$inferSelect;

@Injectable()
export class OutboxRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async add(email: {
    userId: string;
    toAddress: string;
    template: EmailTemplate;
    payload: Record<string, unknown>;
    nextAttemptAt: Date;
  }): Promise<number | null> {
    const [row] = await this.db
      .insert(outboxEmails)
      .values(email)
      // The once-per-person e-mails (unique index): a second one is not queued.
      .onConflictDoNothing()
      .returning({ id: outboxEmails.id });
    return row?.id ?? null;
  }

  /**
   * Pending e-mails whose next try is due, oldest first, claimed for `leaseMs`: another API
   * instance does not see them as due meanwhile, so each is sent once (and retried by anyone
   * if this instance dies before marking it).
   */
  async claimDue(now: Date, leaseMs: number, limit = 20): Promise<OutboxRow[]> {
    const due = this.db
      .select({ id: outboxEmails.id })
      .from(outboxEmails)
      .where(and(eq(outboxEmails.status, 'pending'), lte(outboxEmails.nextAttemptAt, now)))
      .orderBy(asc(outboxEmails.createdAt), asc(outboxEmails.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    const claimed = await this.db
      .update(outboxEmails)
      .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
      .where(inArray(outboxEmails.id, due))
      .returning();
    return claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
  }

  async markDelivered(id: number, status: 'sent' | 'logged', attempts: number, at: Date) {
    await this.db
      .update(outboxEmails)
      .set({ status, attempts, sentAt: at, lastError: null })
      .where(eq(outboxEmails.id, id));
  }

  async markFailed(id: number, attempts: number, error: string, retryAt: Date | null) {
    await this.db
      .update(outboxEmails)
      .set({
        attempts,
        lastError: error.slice(0, 500),
        ...(retryAt ? { nextAttemptAt: retryAt } : { status: 'failed' }),
      })
      .where(eq(outboxEmails.id, id));
  }

  async ofUser(userId: string): Promise<OutboxRow[]> {
    return this.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.userId, userId))
      .orderBy(asc(outboxEmails.id));
  }

  /**
   * Removes the sign-in tokens of a user's delivered link e-mails (an opened link makes them
   * useless); a pending one keeps its token so a retry still sends a working link.
   */
  async dropSentTokens(userId: string): Promise<void> {
    await this.db
      .update(outboxEmails)
      .set({ payload: sql`${outboxEmails.payload} - 'token'` })
      .where(
        and(
          eq(outboxEmails.userId, userId),
          eq(outboxEmails.template, 'sign_in_link'),
          sql`${outboxEmails.status} <> 'pending'`,
        ),
      );
  }

  async lastOf(userId: string, template: EmailTemplate): Promise<OutboxRow | undefined> {
    const [row] = await this.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.userId, userId), eq(outboxEmails.template, template)))
      .orderBy(desc(outboxEmails.id))
      .limit(1);
    return row;
  }
}
