import { Inject, Injectable } from '@nestjs/common';
import type { GlucoseSeries } from '@tm/shared-contracts/contracts';
import { and, asc, eq, gt, isNotNull, type SQL, sql } from 'drizzle-orm';
import { FieldCipher } from '../common/crypto/field-cipher.js';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { DATABASE, type Database } from '../db/database.js';
import { progressReadings } from '../db/schema.js';

export type ReadingRow = typeof progressReadings.$inferSelect;
export type NewReading = Omit<typeof progressReadings.$inferInsert, 'id' | 'createdAt'>;
/** A reading as the list answers it: what the person sees, not the keys it was stored under. */
export type ListedReading = Omit<ReadingRow, 'userId' | 'idempotencyKey' | 'createdAt'>;
/** The same, as the columns carry it: the time in ms since the epoch. */
type ListedColumns = Omit<ListedReading, 'measuredAt'> & { measuredAt: number };
export type GlucoseColumns = Omit<GlucoseSeries, 'notas'>;

/** When a reading was taken, in ms since the epoch (JSON has no date). */
const EPOCH_MS = sql`floor(extract(epoch from ${progressReadings.measuredAt}) * 1000)`;

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

  /**
   * Every reading, oldest first, read as columns (see `columnsOf`): a sensor's 90 days (8,640 rows)
   * read as rows took ~330 ms of the API's CPU, as columns ~40.
   */
  async list(userId: string): Promise<ListedReading[]> {
    const r = progressReadings;
    const c = await this.columnsOf(eq(r.userId, userId), {
      id: r.id,
      kind: r.kind,
      marker: r.marker,
      value: r.value,
      unit: r.unit,
      originalValue: r.originalValue,
      originalUnit: r.originalUnit,
      diastolic: r.diastolic,
      moment: r.moment,
      note: r.note,
      source: r.source,
      measuredAt: EPOCH_MS,
    });
    // One object per position of the columns, under the same field names.
    const fields = Object.keys(c);
    return (c.id as number[]).map((_, i) => {
      const row = Object.fromEntries(fields.map((f) => [f, c[f]![i]])) as ListedColumns;
      const note = row.note === null ? null : this.cipher.decrypt(row.note);
      return { ...row, note, measuredAt: new Date(row.measuredAt) };
    });
  }

  /**
   * The readings `where` selects, oldest first, one JSON array per field, built by the database
   * into one text: PGlite decodes every field of every row apart, so thousands of rows read as
   * rows cost ~8 times as much.
   */
  private async columnsOf(where: SQL | undefined, fields: Record<string, SQL | AnyPgColumn>) {
    const ordered = sql`order by ${progressReadings.measuredAt}, ${progressReadings.id}`;
    const pairs = Object.entries(fields).map(
      ([name, value]) => sql`${name}::text, coalesce(json_agg(${value} ${ordered}), '[]')`,
    );
    const [row] = await this.db
      .select({ columns: sql<string>`json_build_object(${sql.join(pairs, sql`, `)})::text` })
      .from(progressReadings)
      .where(where);
    return JSON.parse(row!.columns) as Record<string, unknown[]>;
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
   * The meter and sensor glucose, oldest first, as columns (`columnsOf`), and the notes apart: few
   * readings have one, and only those are opened.
   */
  async glucose(userId: string): Promise<{ columns: GlucoseColumns; notes: Map<number, string> }> {
    const glucose = and(eq(progressReadings.userId, userId), eq(progressReadings.kind, 'glucosa'));
    const columns = await this.columnsOf(glucose, {
      id: progressReadings.id,
      medidoEn: EPOCH_MS,
      valor: progressReadings.value,
      momento: progressReadings.moment,
      origen: progressReadings.source,
    });
    const notes = await this.db
      .select({ id: progressReadings.id, note: progressReadings.note })
      .from(progressReadings)
      .where(and(glucose, isNotNull(progressReadings.note)));
    return {
      columns: columns as GlucoseColumns,
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
