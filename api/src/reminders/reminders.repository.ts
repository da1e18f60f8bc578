import { Inject, Injectable } from '@nestjs/common';
import { DAY_MS, TRIAL } from '@tm/shared-contracts/contracts';
import { and, asc, count, eq, gt, inArray, isNotNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../db/database.js';
import {
  observationLogs,
  pushSubscriptions,
  reminderPreferences,
  reminders,
  users,
  weeklyCheckins,
} from '../db/schema.js';
import type { ReminderClock } from './reminder-rules.js';
import type { DueReminder } from './reminder-texts.js';

export type PreferencesRow = typeof reminderPreferences.$inferSelect;
export type ReminderRow = typeof reminders.$inferSelect;
export type SubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** A person the schedule looks at: her clock, with what the kind needs. */
export interface Candidate extends ReminderClock {
  userId: string;
}

/** Someone reminded within this time is not looked at again (one reminder a day). */
const RECENTLY_MS = 20 * 60 * 60 * 1000;
/** People looked at per kind and run; the rest on the next run. */
const BATCH = 1000;

@Injectable()
export class RemindersRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async preferencesOf(userId: string): Promise<PreferencesRow | undefined> {
    const [row] = await this.db
      .select()
      .from(reminderPreferences)
      .where(eq(reminderPreferences.userId, userId));
    return row;
  }

  async savePreferences(
    userId: string,
    changes: Partial<Omit<PreferencesRow, 'userId' | 'updatedAt'>>,
    at: Date,
  ): Promise<void> {
    await this.db
      .insert(reminderPreferences)
      .values({ userId, ...changes, updatedAt: at })
      .onConflictDoUpdate({
        target: reminderPreferences.userId,
        set: { ...changes, updatedAt: at },
      });
  }

  /** This device's subscription, moved to this person and session if it was someone else's. */
  async saveSubscription(row: Omit<SubscriptionRow, 'id' | 'createdAt'>): Promise<void> {
    await this.db
      .insert(pushSubscriptions)
      .values(row)
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: row });
  }

  async deleteSubscription(userId: string, endpoint: string): Promise<boolean> {
    const deleted = await this.db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
      .returning({ id: pushSubscriptions.id });
    return deleted.length > 0;
  }

  async deleteSubscriptionById(id: number): Promise<void> {
    await this.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  }

  async subscriptionsOf(userId: string): Promise<SubscriptionRow[]> {
    return this.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(asc(pushSubscriptions.id));
  }

  async countSubscriptions(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId));
    return row?.n ?? 0;
  }

  /**
   * Schedules a reminder on her calendar day: null (nothing added) when this occurrence was
   * already reminded of, or she already has a reminder that day, whichever instance added it.
   */
  async add(reminder: DueReminder, localDate: string, now: Date): Promise<number | null> {
    const [row] = await this.db
      .insert(reminders)
      .values({ ...reminder, localDate, nextAttemptAt: now, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: reminders.id });
    return row?.id ?? null;
  }

  /** Pending reminders, claimed for `leaseMs` as the e-mail outbox claims its rows. */
  async claimDue(now: Date, leaseMs: number, limit = 50): Promise<ReminderRow[]> {
    const due = this.db
      .select({ id: reminders.id })
      .from(reminders)
      .where(and(eq(reminders.status, 'pending'), lte(reminders.nextAttemptAt, now)))
      .orderBy(asc(reminders.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    const claimed = await this.db
      .update(reminders)
      .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
      .where(inArray(reminders.id, due))
      .returning();
    return claimed.sort((a, b) => a.id - b.id);
  }

  async markDelivered(id: number, status: 'push' | 'email' | 'none', at: Date): Promise<void> {
    await this.db.update(reminders).set({ status, deliveredAt: at }).where(eq(reminders.id, id));
  }

  async ofUser(userId: string): Promise<ReminderRow[]> {
    return this.db
      .select()
      .from(reminders)
      .where(eq(reminders.userId, userId))
      .orderBy(asc(reminders.id));
  }

  /** Her clock and the people not reminded of anything recently, for each kind's query. */
  private clockColumns() {
    return {
      userId: users.id,
      timeZone: reminderPreferences.timeZone,
      quietFrom: sql<number>`coalesce(${reminderPreferences.quietFrom}, 21)`,
      quietTo: sql<number>`coalesce(${reminderPreferences.quietTo}, 8)`,
    };
  }

  private notRecentlyReminded(now: Date) {
    return sql`not exists (select 1 from ${reminders} where ${reminders.userId} = ${users.id}
      and ${reminders.createdAt} > ${new Date(now.getTime() - RECENTLY_MS)})`;
  }

  /**
   * The people matching `conditions` (on her user row and preferences, which may not exist yet)
   * not reminded recently: her clock and trial start. The trial-ending and check-in queries.
   */
  private async withTrialStart(
    now: Date,
    ...conditions: SQL[]
  ): Promise<(Candidate & { trialStart: Date })[]> {
    const rows = await this.db
      .select({ ...this.clockColumns(), trialStart: users.trialStart })
      .from(users)
      .leftJoin(reminderPreferences, eq(reminderPreferences.userId, users.id))
      .where(and(isNotNull(users.trialStart), ...conditions, this.notRecentlyReminded(now)))
      .limit(BATCH);
    return rows.map((row) => ({ ...row, trialStart: row.trialStart! }));
  }

  /** Days 5 and 6 of the free trial, without a subscription, the switch on (by default). */
  trialEnding(now: Date) {
    const endsBy = (daysLeft: number) => new Date(now.getTime() - (TRIAL.days - daysLeft) * DAY_MS);
    return this.withTrialStart(
      now,
      eq(users.subscriptionStatus, 'unknown'),
      gt(users.trialStart, endsBy(0)),
      lte(users.trialStart, endsBy(2)),
      sql`coalesce(${reminderPreferences.trialEnding}, true)`,
      sql`not exists (select 1 from ${reminders} where ${reminders.userId} = ${users.id}
          and ${reminders.kind} = 'prueba')`,
    );
  }

  /**
   * The 5-day log still open, in her first week, the switch on: with the days she wrote, so the
   * schedule skips a day already written.
   */
  async logDay(now: Date): Promise<(Candidate & { written: string[] })[]> {
    const rows = await this.db
      .select({ ...this.clockColumns(), days: observationLogs.days })
      .from(users)
      .innerJoin(reminderPreferences, eq(reminderPreferences.userId, users.id))
      .leftJoin(observationLogs, eq(observationLogs.userId, users.id))
      .where(
        and(
          eq(reminderPreferences.logDay, true),
          gt(users.trialStart, new Date(now.getTime() - TRIAL.days * DAY_MS)),
          sql`coalesce(jsonb_array_length(${observationLogs.days}), 0) < 5`,
          this.notRecentlyReminded(now),
        ),
      )
      .limit(BATCH);
    return rows.map(({ days, ...row }) => ({
      ...row,
      written: Array.isArray(days) ? days.map((day: { fecha?: string }) => day.fecha ?? '') : [],
    }));
  }

  /**
   * Chat access (a running subscription), a week or more since she began, no check-in in the
   * last 7 days, the switch on.
   */
  weeklyCheckin(now: Date) {
    const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
    return this.withTrialStart(
      now,
      eq(reminderPreferences.weeklyCheckin, true),
      lte(users.trialStart, weekAgo),
      or(
        inArray(users.subscriptionStatus, ['active', 'trialing']),
        gt(users.currentPeriodEnd, now),
      )!,
      sql`not exists (select 1 from ${weeklyCheckins} where ${weeklyCheckins.userId} = ${users.id}
          and ${weeklyCheckins.createdAt} > ${weekAgo})`,
    );
  }

  /** The clocks of given people (the module reminders come from the modules' own rule). */
  async clocksOf(userIds: string[]): Promise<Candidate[]> {
    if (userIds.length === 0) return [];
    return this.db
      .select(this.clockColumns())
      .from(users)
      .leftJoin(reminderPreferences, eq(reminderPreferences.userId, users.id))
      .where(inArray(users.id, userIds));
  }
}
