import { Inject, Injectable } from '@nestjs/common';
import type { ObservationDay } from '@tm/shared-contracts';
import { eq } from 'drizzle-orm';
import { DATABASE, type Database } from '../db/database.js';
import { observationLogs } from '../db/schema.js';

@Injectable()
export class ObservationLogRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async find(userId: string): Promise<ObservationDay[]> {
    const [row] = await this.db
      .select({ days: observationLogs.days })
      .from(observationLogs)
      .where(eq(observationLogs.userId, userId))
      .limit(1);
    return (row?.days as ObservationDay[] | undefined) ?? [];
  }

  /** One log per user: the browser sends the whole log and it replaces the stored one. */
  async replace(userId: string, days: ObservationDay[], at: Date): Promise<void> {
    await this.db
      .insert(observationLogs)
      .values({ userId, days, createdAt: at, updatedAt: at })
      .onConflictDoUpdate({ target: observationLogs.userId, set: { days, updatedAt: at } });
  }
}
