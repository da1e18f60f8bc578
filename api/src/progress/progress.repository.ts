import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq } from 'drizzle-orm';
import { FieldCipher } from '../common/crypto/field-cipher.js';
import { DATABASE, type Database } from '../db/database.js';
import { progressReadings } from '../db/schema.js';

export type ReadingRow = typeof progressReadings.$inferSelect;
export type NewReading = Omit<typeof progressReadings.$inferInsert, 'id' | 'createdAt'>;

/** The only code that touches progress_readings; the note is sealed on write, opened on read. */
@Injectable()
export class ProgressRepository {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(FieldCipher) private readonly cipher: FieldCipher,
  ) {}

  private open = (row: ReadingRow): ReadingRow => ({
    ...row,
    note: row.note === null ? null : this.cipher.decrypt(row.note),
  });

  async list(userId: string): Promise<ReadingRow[]> {
    const rows = await this.db
      .select()
      .from(progressReadings)
      .where(eq(progressReadings.userId, userId))
      .orderBy(asc(progressReadings.measuredAt), asc(progressReadings.id));
    return rows.map(this.open);
  }

  /**
   * Stores a typed reading. With an idempotency key already stored for this person (the same entry
   * sent again), nothing is written and the first reading is answered.
   */
  async insert(reading: NewReading): Promise<ReadingRow> {
    const note = reading.note ? this.cipher.encrypt(reading.note) : null;
    const [row] = await this.db
      .insert(progressReadings)
      .values({ ...reading, note })
      .onConflictDoNothing({ target: [progressReadings.userId, progressReadings.idempotencyKey] })
      .returning();
    if (row) return this.open(row);
    const [first] = await this.db
      .select()
      .from(progressReadings)
      .where(
        and(
          eq(progressReadings.userId, reading.userId),
          eq(progressReadings.idempotencyKey, reading.idempotencyKey!),
        ),
      )
      .limit(1);
    return this.open(first!);
  }

  /**
   * Imported readings, one per device and moment: those already stored (an earlier import of the
   * same file, or an overlapping export) are left as they are. Answers how many were new.
   */
  async insertImported(readings: NewReading[]): Promise<number> {
    if (readings.length === 0) return 0;
    const inserted = await this.db
      .insert(progressReadings)
      .values(readings)
      .onConflictDoNothing({
        target: [progressReadings.userId, progressReadings.source, progressReadings.measuredAt],
      })
      .returning({ id: progressReadings.id });
    return inserted.length;
  }

  /** False when the user has no reading with that id (someone else's included). */
  async delete(userId: string, id: number): Promise<boolean> {
    const deleted = await this.db
      .delete(progressReadings)
      .where(and(eq(progressReadings.userId, userId), eq(progressReadings.id, id)))
      .returning({ id: progressReadings.id });
    return deleted.length > 0;
  }
}
