import { Inject, Injectable } from '@nestjs/common';
import type { ObservationDay } from '@tm/shared-contracts/contracts';
import { eq } from 'drizzle-orm';
import { FieldCipher } from '../common/crypto/field-cipher.js';
import { openDays, sealDays } from '../common/crypto/health-text.js';
import { DATABASE, type Database } from '../db/database.js';
import { observationLogs } from '../db/schema.js';

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

  /** One log per user: the browser sends the whole log and it replaces the stored one. */
  async replace(userId: string, plainDays: ObservationDay[], at: Date): Promise<void> {
    const days = sealDays(this.cipher, plainDays);
    await this.db
      .insert(observationLogs)
      .values({ userId, days, createdAt: at, updatedAt: at })
      .onConflictDoUpdate({ target: observationLogs.userId, set: { days, updatedAt: at } });
  }
}
