import { Inject, Injectable } from '@nestjs/common';
import { addDays, type ObservationDay } from '@tm/shared-contracts/contracts';
import { eq } from 'drizzle-orm';
import { FieldCipher } from '../common/crypto/field-cipher.js';
import { openDays, sealDays } from '../common/crypto/health-text.js';
import { DATABASE, type Database } from '../db/database.js';
import { observationLogKeys, observationLogs, users } from '../db/schema.js';

const byDate = (a: ObservationDay, b: ObservationDay) => a.fecha.localeCompare(b.fecha);

@Injectable()
export class ObservationLogRepository {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(FieldCipher) private readonly cipher: FieldCipher,
  ) {}

  async find(userId: string): Promise<ObservationDay[]> {
    const [row] = await this.db
      .select({ days: observationLogs.days })
      .from(observationLogs)
      .where(eq(observationLogs.userId, userId))
      .limit(1);
    return row ? openDays(this.cipher, row.days) : [];
  }

  /**
   * One log per user. `change` sees the stored days and returns the days to keep (or throws to
   * keep them as they are); the user row is locked for this short transaction, so two tabs cannot
   * both add the fifth day. Kept oldest first, health text encrypted. With an `idempotencyKey`
   * already applied for this person, nothing changes and the stored days are answered.
   */
  update(
    userId: string,
    at: Date,
    change: (stored: ObservationDay[]) => ObservationDay[],
    idempotencyKey?: string,
  ): Promise<ObservationDay[]> {
    return this.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [row] = await tx
        .select({ days: observationLogs.days })
        .from(observationLogs)
        .where(eq(observationLogs.userId, userId))
        .limit(1);
      const stored = row ? openDays(this.cipher, row.days) : [];
      if (idempotencyKey) {
        const fresh = await tx
          .insert(observationLogKeys)
          .values({ userId, idempotencyKey, createdAt: at })
          .onConflictDoNothing()
          .returning({ key: observationLogKeys.idempotencyKey });
        if (fresh.length === 0) return stored;
      }
      const kept = change(stored).sort(byDate);
      const days = sealDays(this.cipher, kept);
      await tx
        .insert(observationLogs)
        .values({ userId, days, createdAt: at, updatedAt: at })
        .onConflictDoUpdate({ target: observationLogs.userId, set: { days, updatedAt: at } });
      return kept;
    });
  }

  /** Test clock only: every written day `days` days earlier. */
  async moveBack(userId: string, days: number, at: Date): Promise<void> {
    if ((await this.find(userId)).length === 0) return;
    await this.update(userId, at, (stored) =>
      stored.map((day) => ({ ...day, fecha: addDays(day.fecha, -days) })),
    );
  }
}
