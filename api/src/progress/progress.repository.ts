import { Inject, Injectable } from '@nestjs/common';
import type { GlucoseSeries } from '@tm/shared-contracts/contracts';
import { and, asc, eq, gt, isNotNull, type SQL, sql } from 'drizzle-orm';
import { FieldCipher } from '../common/crypto/field-cipher.js';
import { DATABASE, type Database } from '../db/database.js';
import { progressReadings } from '../db/schema.js';

export type ReadingRow = typeof progressReadings.$inferSelect;
export type NewReading = Omit<typeof progressReadings.$inferInsert, 'id' | 'createdAt'>;
export type GlucoseColumns = Omit<GlucoseSeries, 'notas'>;

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
   * The meter and sensor glucose, oldest first, as columns the database builds into one JSON text
   * (a sensor's 26,000 rows read as rows took ~3 times longer), and the notes apart: few readings
   * have one, and only those are opened.
   */
  async glucose(userId: string): Promise<{ columns: GlucoseColumns; notes: Map<number, string> }> {
    const ordered = sql`order by ${progressReadings.measuredAt}, ${progressReadings.id}`;
    const column = (value: SQL) => sql`coalesce(json_agg(${value} ${ordered}), '[]')`;
    const glucose = and(eq(progressReadings.userId, userId), eq(progressReadings.kind, 'glucosa'));
    const [row] = await this.db
      .select({
        columns: sql<string>`json_build_object(
          'id', ${column(sql`${progressReadings.id}`)},
          'medidoEn', ${column(sql`floor(extract(epoch from ${progressReadings.measuredAt}) * 1000)`)},
          'valor', ${column(sql`${progressReadings.value}`)},
          'momento', ${column(sql`${progressReadings.moment}`)},
          'origen', ${column(sql`${progressReadings.source}`)}
        )::text`,
      })
      .from(progressReadings)
      .where(glucose);
    const notes = await this.db
      .select({ id: progressReadings.id, note: progressReadings.note })
      .from(progressReadings)
      .where(and(glucose, isNotNull(progressReadings.note)));
    return {
      columns: JSON.parse(row!.columns) as GlucoseColumns,
      notes: new Map(notes.map((n) => [n.id, this.cipher.decrypt(n.note!)])),
    };
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
