import { Inject, Injectable } from '@nestjs/common';
import { and, eq, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../db/database.js';
import { users } from '../db/schema.js';
import type { UserRow } from '../users/users.repository.js';
import type { SubscriptionUpdate } from './subscription-state.js';

/** Not older than the newest provider event applied: a late, older event changes nothing. */
const newerThanApplied = (orderKey: Date) =>
  or(isNull(users.subscriptionEventAt), lte(users.subscriptionEventAt, orderKey));

/**
 * Billing's writes to a person's subscription state (the provider customer and subscription,
 * status, period) and the look-up by customer. The columns live on the users row; only billing
 * changes them.
 */
@Injectable()
export class SubscriptionsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

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
