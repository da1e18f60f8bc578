import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
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

  async insert(reading: NewReading): Promise<ReadingRow> {
    const note = reading.note ? this.cipher.encrypt(reading.note) : null;
    const [row] = await this.db
      .insert(progressReadings)
      .values({ ...reading, note })
      .returning();
    return this.open(row!);
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
        where: sql`${progressReadings.marker} is null`,
      })
      .returning({ id: progressReadings.id });
    return inserted.length;
  }

  /**
   * Lab results from the intake or the interpreter, one per source, test and date: a second 'yes'
   * to the same values stores nothing. Answers how many were new.
   */
  async insertLabs(readings: NewReading[]): Promise<number> {
    if (readings.length === 0) return 0;
    const inserted = await this.db
      .insert(progressReadings)
      .values(readings)
      .onConflictDoNothing({
        target: [
          progressReadings.userId,
          progressReadings.source,
          progressReadings.marker,
          progressReadings.measuredAt,
        ],
        where: sql`${progressReadings.marker} is not null`,
      })
      .returning({ id: progressReadings.id });
    return inserted.length;
  }

  /**
   * The meter and sensor glucose, oldest first, only the columns the chart's screen shows: tens
   * of thousands of sensor rows, so no note is opened unless there is one.
   */
  async glucose(userId: string) {
    const rows = await this.db
      .select({
        id: progressReadings.id,
        value: progressReadings.value,
        measuredAt: progressReadings.measuredAt,
        moment: progressReadings.moment,
        source: progressReadings.source,
        note: progressReadings.note,
      })
      .from(progressReadings)
      .where(and(eq(progressReadings.userId, userId), eq(progressReadings.kind, 'glucosa')))
      .orderBy(asc(progressReadings.measuredAt), asc(progressReadings.id));
    return rows.map((row) => ({
      ...row,
      note: row.note === null ? null : this.cipher.decrypt(row.note),
    }));
  }

  /** Meter glucose marked 'en ayunas' measured after `since`, oldest first, with its unit. */
  fasting(userId: string, since: Date) {
    return this.db
      .select({
        value: progressReadings.value,
        measuredAt: progressReadings.measuredAt,
        originalUnit: progressReadings.originalUnit,
      })
      .from(progressReadings)
      .where(
        and(
          eq(progressReadings.userId, userId),
          eq(progressReadings.kind, 'glucosa'),
          eq(progressReadings.moment, 'ayunas'),
          gt(progressReadings.measuredAt, since),
        ),
      )
      .orderBy(asc(progressReadings.measuredAt));
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
