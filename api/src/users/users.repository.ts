import { Inject, Injectable } from '@nestjs/common';
import { and, eq, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { SubscriptionUpdate } from '../billing/subscription-state.js';
import { DATABASE, type Database } from '../db/database.js';
import { users } from '../db/schema.js';

export type UserRow = typeof users.$inferSelect;

/** Not older than the newest provider event applied: a late, older event changes nothing. */
const newerThanApplied = (orderKey: Date) =>
  or(isNull(users.subscriptionEventAt), lte(users.subscriptionEventAt, orderKey));

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
   * A provider event about the person's own subscription (the one their checkout recorded),
   * unless a newer event was applied already (`orderKey`, see eventOrderKey). False when ignored.
   */
  async applySubscription(
    id: string,
    update: SubscriptionUpdate,
    orderKey: Date,
    at: Date,
  ): Promise<boolean> {
    return this.writeSubscription(
      update,
      orderKey,
      at,
      and(
        eq(users.id, id),
        eq(users.providerSubscriptionId, update.subscriptionId),
        newerThanApplied(orderKey),
      ),
    );
  }

  /**
   * The subscription the person's own checkout just created: from now on the only one whose
   * events apply. False when it was recorded already (a retried or concurrent request), so
   * whatever follows a first recording happens once.
   */
  async recordSubscription(
    id: string,
    update: SubscriptionUpdate,
    orderKey: Date,
    at: Date,
  ): Promise<boolean> {
    return this.writeSubscription(
      update,
      orderKey,
      at,
      and(
        eq(users.id, id),
        sql`${users.providerSubscriptionId} is distinct from ${update.subscriptionId}`,
      ),
    );
  }

  private async writeSubscription(
    update: SubscriptionUpdate,
    orderKey: Date,
    at: Date,
    where: SQL | undefined,
  ): Promise<boolean> {
    const changed = await this.db
      .update(users)
      .set({
        subscriptionStatus: update.status,
        providerSubscriptionId: update.subscriptionId,
        currentPeriodEnd: update.currentPeriodEnd,
        subscribedAt: update.subscribed
          ? sql`coalesce(${users.subscribedAt}, ${at})`
          : users.subscribedAt,
        canceledAt: update.canceled ? sql`coalesce(${users.canceledAt}, ${at})` : null,
        subscriptionEventAt: orderKey,
        updatedAt: at,
      })
      .where(where)
      .returning({ id: users.id });
    return changed.length === 1;
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
          newerThanApplied(orderKey),
        ),
      )
      .returning({ id: users.id });
    return changed.length === 1;
  }
}
