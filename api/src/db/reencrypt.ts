import { and, asc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { FieldCipher, UnreadableFieldError } from '../common/crypto/field-cipher.js';
import {
  ENCRYPTED_CHECKIN_COLUMNS,
  ENCRYPTED_INTAKE_FIELDS,
  ENCRYPTED_OBSERVATION_FIELDS,
  ENCRYPTED_PROGRESS_COLUMNS,
  openCheckin,
  openDays,
  openIntake,
  openReflection,
  openReport,
  sealCheckin,
  sealReflection,
  sealDays,
  sealIntake,
  sealReport,
} from '../common/crypto/health-text.js';
import type { Database } from './database.js';
import {
  intakeForms,
  moduleReflections,
  observationLogs,
  progressReadings,
  reports,
  weeklyCheckins,
} from './schema.js';

export interface TableTally {
  /** Rows looked at. */
  checked: number;
  /** Rows rewritten with the current key (older key or plain text before). */
  rewritten: number;
  /** Rows no configured key opens: left as they are (their ids are reported, never their text). */
  unreadable: string[];
}
export type ReencryptReport = Record<
  | 'intake_forms'
  | 'weekly_checkins'
  | 'observation_logs'
  | 'reports'
  | 'module_reflections'
  | 'progress_readings',
  TableTally
>;

const BATCH = 200;

/** True when some encrypted field holds a value that is plain or written with an older key. */
const needsRewrite = (cipher: FieldCipher, record: object, fields: readonly string[]): boolean =>
  fields.some((field) => {
    const value = (record as Record<string, unknown>)[field];
    return typeof value === 'string' && !cipher.isCurrent(value);
  });

/**
 * Rewrites every stored health text with the current (first) key, so older keys can be removed.
 * Each update only applies if the row is still what was read: a write by the API in the meantime
 * wins and is already on the current key. Safe to run again; a second pass rewrites nothing.
 */
export async function reencryptAll(db: Database, cipher: FieldCipher): Promise<ReencryptReport> {
  return {
    intake_forms: await reencryptIntakes(db, cipher),
    weekly_checkins: await reencryptCheckins(db, cipher),
    observation_logs: await reencryptLogs(db, cipher),
    reports: await reencryptReports(db, cipher),
    module_reflections: await reencryptReflections(db, cipher),
    progress_readings: await reencryptReadingNotes(db, cipher),
  };
}

const tally = (): TableTally => ({ checked: 0, rewritten: 0, unreadable: [] });

/** Runs `rewrite`; an unreadable value marks the row instead of stopping the pass. */
async function attempt(tallied: TableTally, id: string, rewrite: () => Promise<boolean>) {
  try {
    if (await rewrite()) tallied.rewritten += 1;
  } catch (error) {
    if (!(error instanceof UnreadableFieldError)) throw error;
    tallied.unreadable.push(id);
  }
}

async function reencryptIntakes(db: Database, cipher: FieldCipher): Promise<TableTally> {
  const result = tally();
  for (let after = ''; ;) {
    const rows = await db
      .select({ userId: intakeForms.userId, payload: intakeForms.payload })
      .from(intakeForms)
      .where(gt(intakeForms.userId, after))
      .orderBy(asc(intakeForms.userId))
      .limit(BATCH);
    if (rows.length === 0) return result;
    for (const row of rows) {
      result.checked += 1;
      if (!needsRewrite(cipher, row.payload as object, ENCRYPTED_INTAKE_FIELDS)) continue;
      await attempt(result, row.userId, async () => {
        const payload = sealIntake(cipher, openIntake(cipher, row.payload));
        const updated = await db
          .update(intakeForms)
          .set({ payload })
          .where(and(eq(intakeForms.userId, row.userId), eq(intakeForms.payload, row.payload)))
          .returning({ userId: intakeForms.userId });
        return updated.length > 0;
      });
    }
    after = rows.at(-1)!.userId;
  }
}

async function reencryptLogs(db: Database, cipher: FieldCipher): Promise<TableTally> {
  const result = tally();
  for (let after = ''; ;) {
    const rows = await db
      .select({ userId: observationLogs.userId, days: observationLogs.days })
      .from(observationLogs)
      .where(gt(observationLogs.userId, after))
      .orderBy(asc(observationLogs.userId))
      .limit(BATCH);
    if (rows.length === 0) return result;
    for (const row of rows) {
      result.checked += 1;
      const days = Array.isArray(row.days) ? (row.days as object[]) : [];
      if (!days.some((day) => needsRewrite(cipher, day, ENCRYPTED_OBSERVATION_FIELDS))) continue;
      await attempt(result, row.userId, async () => {
        const sealed = sealDays(cipher, openDays(cipher, row.days));
        const updated = await db
          .update(observationLogs)
          .set({ days: sealed })
          .where(and(eq(observationLogs.userId, row.userId), eq(observationLogs.days, row.days)))
          .returning({ userId: observationLogs.userId });
        return updated.length > 0;
      });
    }
    after = rows.at(-1)!.userId;
  }
}

async function reencryptCheckins(db: Database, cipher: FieldCipher): Promise<TableTally> {
  const result = tally();
  for (let after = 0; ;) {
    const rows = await db
      .select({
        id: weeklyCheckins.id,
        inputText: weeklyCheckins.inputText,
        responseText: weeklyCheckins.responseText,
        alert: weeklyCheckins.alert,
      })
      .from(weeklyCheckins)
      .where(gt(weeklyCheckins.id, after))
      .orderBy(asc(weeklyCheckins.id))
      .limit(BATCH);
    if (rows.length === 0) return result;
    for (const row of rows) {
      result.checked += 1;
      if (!needsRewrite(cipher, row, ENCRYPTED_CHECKIN_COLUMNS)) continue;
      await attempt(result, String(row.id), async () => {
        const { inputText, responseText, alert } = sealCheckin(cipher, openCheckin(cipher, row));
        const updated = await db
          .update(weeklyCheckins)
          .set({ inputText, responseText, alert })
          .where(
            and(
              eq(weeklyCheckins.id, row.id),
              eq(weeklyCheckins.inputText, row.inputText),
              eq(weeklyCheckins.responseText, row.responseText),
              row.alert === null
                ? isNull(weeklyCheckins.alert)
                : eq(weeklyCheckins.alert, row.alert),
            ),
          )
          .returning({ id: weeklyCheckins.id });
        return updated.length > 0;
      });
    }
    after = rows.at(-1)!.id;
  }
}

async function reencryptReports(db: Database, cipher: FieldCipher): Promise<TableTally> {
  const result = tally();
  for (let after = 0; ;) {
    const rows = await db
      .select({ id: reports.id, content: reports.content })
      .from(reports)
      .where(gt(reports.id, after))
      .orderBy(asc(reports.id))
      .limit(BATCH);
    if (rows.length === 0) return result;
    for (const row of rows) {
      result.checked += 1;
      if (typeof row.content === 'string' && cipher.isCurrent(row.content)) continue;
      await attempt(result, String(row.id), async () => {
        const content = sealReport(cipher, openReport(cipher, row.content));
        const updated = await db
          .update(reports)
          .set({ content })
          .where(and(eq(reports.id, row.id), eq(reports.content, row.content)))
          .returning({ id: reports.id });
        return updated.length > 0;
      });
    }
    after = rows.at(-1)!.id;
  }
}

async function reencryptReflections(db: Database, cipher: FieldCipher): Promise<TableTally> {
  const result = tally();
  for (let after = { userId: '', moduleNumber: 0 }; ;) {
    const rows = await db
      .select()
      .from(moduleReflections)
      .where(
        sql`(${moduleReflections.userId}, ${moduleReflections.moduleNumber}) > (${after.userId}, ${after.moduleNumber})`,
      )
      .orderBy(asc(moduleReflections.userId), asc(moduleReflections.moduleNumber))
      .limit(BATCH);
    if (rows.length === 0) return result;
    for (const row of rows) {
      result.checked += 1;
      if (cipher.isCurrent(row.text)) continue;
      await attempt(result, `${row.userId}/${row.moduleNumber}`, async () => {
        const updated = await db
          .update(moduleReflections)
          .set({ text: sealReflection(cipher, openReflection(cipher, row.text)) })
          .where(
            and(
              eq(moduleReflections.userId, row.userId),
              eq(moduleReflections.moduleNumber, row.moduleNumber),
              eq(moduleReflections.text, row.text),
            ),
          )
          .returning({ n: moduleReflections.moduleNumber });
        return updated.length > 0;
      });
    }
    after = rows.at(-1)!;
  }
}

/** The notes of Mi progreso's readings (only rows with a note are read). */
async function reencryptReadingNotes(db: Database, cipher: FieldCipher): Promise<TableTally> {
  const result = tally();
  for (let after = 0; ;) {
    const rows = await db
      .select({ id: progressReadings.id, note: progressReadings.note })
      .from(progressReadings)
      .where(and(gt(progressReadings.id, after), isNotNull(progressReadings.note)))
      .orderBy(asc(progressReadings.id))
      .limit(BATCH);
    if (rows.length === 0) return result;
    for (const row of rows) {
      result.checked += 1;
      if (!needsRewrite(cipher, row, ENCRYPTED_PROGRESS_COLUMNS)) continue;
      await attempt(result, String(row.id), async () => {
        const note = cipher.encrypt(cipher.decrypt(row.note!));
        const updated = await db
          .update(progressReadings)
          .set({ note })
          .where(and(eq(progressReadings.id, row.id), eq(progressReadings.note, row.note!)))
          .returning({ id: progressReadings.id });
        return updated.length > 0;
      });
    }
    after = rows.at(-1)!.id;
  }
}
