import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../db/database.js';
import { intakeForms, reports, users } from '../db/schema.js';

export type UserRow = typeof users.$inferSelect;
/** What the trial status needs of a user: every screen asks for it, so it reads no more. */
export type UserTrial = Pick<UserRow, 'trialStart' | 'subscriptionStatus' | 'currentPeriodEnd'>;

const selectById = (db: Database) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('users_by_id');

/** Exported so the bench's bare server is checked to send this very SQL (bench/api-trial-status). */
export const selectTrialById = (db: Database) =>
  db
    .select({
      trialStart: users.trialStart,
      subscriptionStatus: users.subscriptionStatus,
      currentPeriodEnd: users.currentPeriodEnd,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('user_trial');

@Injectable()
export class UsersRepository {
  /** Read on every user route: prepared once, as building the query costs more than running it. */
  private readonly byId: ReturnType<typeof selectById>;
  private readonly trialById: ReturnType<typeof selectTrialById>;

  constructor(@Inject(DATABASE) private readonly db: Database) {
    this.byId = selectById(db);
    this.trialById = selectTrialById(db);
  }

  async findById(id: string): Promise<UserRow | undefined> {
    const [row] = await this.byId.execute({ id });
    return row;
  }

  async findTrial(id: string): Promise<UserTrial | undefined> {
    const [row] = await this.trialById.execute({ id });
    return row;
  }

  /** False when the id already exists (claimed by someone else, or by a concurrent request). */
  async insertIfAbsent(id: string): Promise<boolean> {
    const inserted = await this.db
      .insert(users)
      .values({ id })
      .onConflictDoNothing()
      .returning({ id: users.id });
    return inserted.length === 1;
  }

  /** Sets the trial start only when it is still empty, and returns the stored value. */
  async startTrialIfAbsent(id: string, at: Date): Promise<Date> {
    await this.db
      .update(users)
      .set({ trialStart: at, updatedAt: at })
      .where(and(eq(users.id, id), isNull(users.trialStart)));
    const row = await this.findById(id);
    return row?.trialStart ?? at;
  }

  /** Test clock only: moves the trial start on purpose. */
  async moveTrialStart(id: string, at: Date): Promise<void> {
    await this.db.update(users).set({ trialStart: at }).where(eq(users.id, id));
  }

  async updateContact(
    id: string,
    contact: { name: string; email: string },
    at: Date,
  ): Promise<void> {
    await this.db
      .update(users)
      .set({
        ...contact,
        // A new address is not verified by a link sent to the old one.
        emailVerifiedAt: sql`case when lower(${users.email}) = lower(${contact.email})
          then ${users.emailVerifiedAt} end`,
        updatedAt: at,
      })
      .where(eq(users.id, id));
  }

  /**
   * The account a sign-in link for this address opens (compared without case). Several trial ids
   * may carry one address (a trial started twice): the subscriber's, else the latest, never a mix.
   */
  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
      .orderBy(sql`${users.subscribedAt} is null`, desc(users.updatedAt), desc(users.createdAt))
      .limit(1);
    return row;
  }

  /** The first opened link proves the address; later ones keep the first date. */
  async markEmailVerified(id: string, at: Date): Promise<void> {
    await this.db
      .update(users)
      .set({ emailVerifiedAt: at })
      .where(and(eq(users.id, id), isNull(users.emailVerifiedAt)));
  }

  /** Whether the intake and a report are stored: the markers a browser keeps about them. */
  async progressOf(id: string): Promise<{ intakeDone: boolean; reportReady: boolean }> {
    const [row] = await this.db
      .select({
        intakeDone: sql<boolean>`exists (select 1 from ${intakeForms} where ${intakeForms.userId} = ${id})`,
        reportReady: sql<boolean>`exists (select 1 from ${reports} where ${reports.userId} = ${id})`,
      })
      .from(sql`(select 1) as one`);
    return { intakeDone: Boolean(row?.intakeDone), reportReady: Boolean(row?.reportReady) };
  }

  /** The e-mail captured at checkout, kept only when the intake gave none. */
  async setEmailIfAbsent(id: string, email: string, at: Date): Promise<void> {
    await this.db
      .update(users)
      .set({ email, updatedAt: at })
      .where(and(eq(users.id, id), isNull(users.email)));
  }

  async setProgrammeEmails(id: string, enabled: boolean, at: Date): Promise<void> {
    await this.db
      .update(users)
      .set({ programmeEmails: enabled, updatedAt: at })
      .where(eq(users.id, id));
  }
}
