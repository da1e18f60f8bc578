import { Inject, Injectable } from '@nestjs/common';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { SubscriptionUpdate } from '../billing/subscription-state.js';
import { DATABASE, type Database } from '../db/database.js';
import { users } from '../db/schema.js';

export type UserRow = typeof users.$inferSelect;

const selectById = (db: Database) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('users_by_id');

@Injectable()
export class UsersRepository {
  /** Read on every user route: prepared once, as building the query costs more than running it. */
  private readonly byId: ReturnType<typeof selectById>;

  constructor(@Inject(DATABASE) private readonly db: Database) {
    this.byId = selectById(db);
  }

  async findById(id: string): Promise<UserRow | undefined> {
    const [row] = await this.byId.execute({ id });
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
      .set({ ...contact, updatedAt: at })
      .where(eq(users.id, id));
  }

  async findByCustomerId(customerId: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(eq(users.providerCustomerId, customerId))
      .limit(1);
    return row;
  }

  async findBySubscriptionId(subscriptionId: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(eq(users.providerSubscriptionId, subscriptionId))
      .limit(1);
    return row;
  }

  async setCustomer(id: string, customerId: string, at: Date): Promise<void> {
    await this.db
      .update(users)
      .set({ providerCustomerId: customerId, updatedAt: at })
      .where(eq(users.id, id));
  }

  /** The e-mail captured at checkout, kept only when the intake gave none. */
  async setEmailIfAbsent(id: string, email: string, at: Date): Promise<void> {
    await this.db
      .update(users)
      .set({ email, updatedAt: at })
      .where(and(eq(users.id, id), isNull(users.email)));
  }

  /**
   * Writes a subscription's state unless a newer provider event was applied already
   * (`orderKey`, see eventOrderKey). Returns false when the change was older and ignored.
   */
  async applySubscription(
    id: string,
    update: SubscriptionUpdate,
    orderKey: Date,
    at: Date,
  ): Promise<boolean> {
    const changed = await this.db
      .update(users)
      .set({
        subscriptionStatus: update.status,
        providerCustomerId: update.customerId,
        providerSubscriptionId: update.subscriptionId,
        currentPeriodEnd: update.currentPeriodEnd,
        subscribedAt: update.subscribed
          ? sql`coalesce(${users.subscribedAt}, ${at})`
          : users.subscribedAt,
        canceledAt: update.canceled ? sql`coalesce(${users.canceledAt}, ${at})` : null,
        subscriptionEventAt: orderKey,
        updatedAt: at,
      })
      .where(and(eq(users.id, id), this.inOrder(update, orderKey)))
      .returning({ id: users.id });
    return changed.length === 1;
  }

  /**
   * Newer than what was applied; or a new live subscription replacing another one (it may start in
   * the same second the old one ended). A late event about a replaced subscription never applies.
   */
  private inOrder(update: SubscriptionUpdate, orderKey: Date) {
    const sameSubscription = sql`${users.providerSubscriptionId} is not distinct from ${update.subscriptionId}`;
    const noSubscription = isNull(users.providerSubscriptionId);
    const newer = or(isNull(users.subscriptionEventAt), lte(users.subscriptionEventAt, orderKey));
    return update.subscribed && !update.canceled
      ? or(newer, sql`not (${sameSubscription})`)
      : and(newer, or(noSubscription, sameSubscription));
  }

  /** A status change from an invoice (payment failed or recovered), under the same event order. */
  async setStatusInOrder(
    id: string,
    from: string[],
    status: string,
    orderKey: Date,
    at: Date,
  ): Promise<boolean> {
    const changed = await this.db
      .update(users)
      .set({ subscriptionStatus: status, subscriptionEventAt: orderKey, updatedAt: at })
      .where(
        and(
          eq(users.id, id),
          sql`${users.subscriptionStatus} in ${from}`,
          or(isNull(users.subscriptionEventAt), lte(users.subscriptionEventAt, orderKey)),
        ),
      )
      .returning({ id: users.id });
    return changed.length === 1;
  }
}
