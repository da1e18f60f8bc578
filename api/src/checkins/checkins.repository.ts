import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, gt, max } from 'drizzle-orm';
import { FieldCipher } from '../common/crypto/field-cipher.js';
import { openCheckin, openIntake, openReport, sealCheckin } from '../common/crypto/health-text.js';
import { DATABASE, type Database } from '../db/database.js';
import { intakeForms, moduleUnlocks, reports, users, weeklyCheckins } from '../db/schema.js';

export type CheckinRow = typeof weeklyCheckins.$inferSelect;
export type NewCheckin = Omit<typeof weeklyCheckins.$inferInsert, 'id'> & { createdAt: Date };

/** What the assistant may read about the person: raw stored JSON, mapped by `personContextOf`. */
export interface PersonSources {
  intake: unknown;
  report: unknown;
  /** The newest programme module opened for the person (2–13), if any. */
  currentModule: number | null;
}

@Injectable()
export class CheckinsRepository {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(FieldCipher) private readonly cipher: FieldCipher,
  ) {}

  /** The history with its texts decrypted (rows written before encryption read as they are). */
  async listByUser(userId: string): Promise<CheckinRow[]> {
    const rows = await this.db
      .select()
      .from(weeklyCheckins)
      .where(eq(weeklyCheckins.userId, userId))
      .orderBy(asc(weeklyCheckins.createdAt), asc(weeklyCheckins.id));
    return rows.map((row) => openCheckin(this.cipher, row));
  }

  /** Read-only: the intake answers and the latest Module 1 report (absent until generated). */
  async personSources(userId: string): Promise<PersonSources> {
    const [intake] = await this.db
      .select({ payload: intakeForms.payload })
      .from(intakeForms)
      .where(eq(intakeForms.userId, userId))
      .limit(1);
    const [report] = await this.db
      .select({ content: reports.content })
      .from(reports)
      .where(and(eq(reports.userId, userId), eq(reports.moduleNumber, 1)))
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(1);
    const [opened] = await this.db
      .select({ newest: max(moduleUnlocks.moduleNumber) })
      .from(moduleUnlocks)
      .where(eq(moduleUnlocks.userId, userId));
    return {
      intake: intake ? openIntake(this.cipher, intake.payload) : null,
      report: report ? openReport(this.cipher, report.content) : null,
      currentModule: opened?.newest ?? null,
    };
  }

  /**
   * Stores the check-in unless the period already holds `max` ordinary ones. The user row is
   * locked for this short transaction only (the assistant answered before), so two tabs sending
   * at once cannot both pass the allowance. A red flag (triage tier other than 'none') is stored
   * regardless and never counts. The texts are stored encrypted; the row comes back decrypted.
   */
  insertWithinAllowance(
    checkin: NewCheckin,
    periodStart: Date,
    max: number,
  ): Promise<CheckinRow | null> {
    const beyondAllowance = (checkin.triageTier ?? 'none') !== 'none';
    return this.db.transaction(async (tx) => {
      await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, checkin.userId))
        .for('update');
      const [inPeriod] = await tx
        .select({ n: count() })
        .from(weeklyCheckins)
        .where(
          and(
            eq(weeklyCheckins.userId, checkin.userId),
            gt(weeklyCheckins.createdAt, periodStart),
            eq(weeklyCheckins.triageTier, 'none'),
          ),
        );
      if (!beyondAllowance && (inPeriod?.n ?? 0) >= max) return null;
      const [row] = await tx
        .insert(weeklyCheckins)
        .values(sealCheckin(this.cipher, checkin))
        .returning();
      return row ? openCheckin(this.cipher, row) : null;
    });
  }
}
