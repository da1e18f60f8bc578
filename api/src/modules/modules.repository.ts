import { Inject, Injectable } from '@nestjs/common';
import { DAY_MS, LAST_MODULE, MODULE_INTERVAL_DAYS } from '@tm/shared-contracts/contracts';
import { and, asc, eq, gt, lte, or, sql } from 'drizzle-orm';
import { FieldCipher } from '../common/crypto/field-cipher.js';
import { openReflection, sealReflection } from '../common/crypto/health-text.js';
import { DATABASE, type Database } from '../db/database.js';
import {
  moduleCheckAnswers,
  moduleLessonProgress,
  moduleReflections,
  moduleUnlocks,
  outboxEmails,
  reminders,
  reports,
  users,
} from '../db/schema.js';

/** A person's work in the programme, by module number. */
export interface StoredWork {
  actions: Map<number, string[]>;
  answers: Map<number, Map<number, number>>;
}

@Injectable()
export class ModulesRepository {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(FieldCipher) private readonly cipher: FieldCipher,
  ) {}

  /** Read-only: whether the initial (Module 1) report was generated. */
  async hasInitialReport(userId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: reports.id })
      .from(reports)
      .where(and(eq(reports.userId, userId), eq(reports.moduleNumber, 1)))
      .limit(1);
    return row !== undefined;
  }

  /** When each module first opened for the user, by module number. */
  async unlockTimes(userId: string): Promise<Map<number, Date>> {
    const rows = await this.db
      .select()
      .from(moduleUnlocks)
      .where(eq(moduleUnlocks.userId, userId))
      .orderBy(asc(moduleUnlocks.moduleNumber));
    return new Map(rows.map((row) => [row.moduleNumber, row.unlockedAt]));
  }

  /** Records the first opening only; later calls keep the original time. */
  async recordUnlock(userId: string, moduleNumber: number, at: Date): Promise<Date> {
    await this.db
      .insert(moduleUnlocks)
      .values({ userId, moduleNumber, unlockedAt: at })
      .onConflictDoNothing();
    return (await this.unlockTimes(userId)).get(moduleNumber) ?? at;
  }

  /** Records the first opening of each module (one statement); earlier records are kept. */
  async recordUnlocks(userId: string, moduleNumbers: number[], at: Date): Promise<void> {
    if (moduleNumbers.length === 0) return;
    await this.db
      .insert(moduleUnlocks)
      .values(moduleNumbers.map((moduleNumber) => ({ userId, moduleNumber, unlockedAt: at })))
      .onConflictDoNothing();
  }

  /** Test clock: Module 1 first opened at `at`; later openings are recorded again from there. */
  async moveModule1Opening(userId: string, at: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .delete(moduleUnlocks)
        .where(and(eq(moduleUnlocks.userId, userId), gt(moduleUnlocks.moduleNumber, 1)));
      await tx
        .insert(moduleUnlocks)
        .values({ userId, moduleNumber: 1, unlockedAt: at })
        .onConflictDoUpdate({
          target: [moduleUnlocks.userId, moduleUnlocks.moduleNumber],
          set: { unlockedAt: at },
        });
    });
  }

  /** Every ticked action and check answer of the person, grouped by module. */
  async work(userId: string): Promise<StoredWork> {
    const [actionRows, answerRows] = await Promise.all([
      this.db
        .select({
          module: moduleLessonProgress.moduleNumber,
          lessonId: moduleLessonProgress.lessonId,
        })
        .from(moduleLessonProgress)
        .where(eq(moduleLessonProgress.userId, userId)),
      this.db
        .select({
          module: moduleCheckAnswers.moduleNumber,
          question: moduleCheckAnswers.question,
          answer: moduleCheckAnswers.answer,
        })
        .from(moduleCheckAnswers)
        .where(eq(moduleCheckAnswers.userId, userId)),
    ]);
    const work: StoredWork = { actions: new Map(), answers: new Map() };
    for (const row of actionRows)
      work.actions.set(row.module, [...(work.actions.get(row.module) ?? []), row.lessonId]);
    for (const row of answerRows) {
      const answers = work.answers.get(row.module) ?? new Map<number, number>();
      work.answers.set(row.module, answers.set(row.question, row.answer));
    }
    return work;
  }

  /** The latest answer replaces the earlier one: the check can be tried again. */
  async setAnswer(
    userId: string,
    moduleNumber: number,
    question: number,
    answer: number,
    at: Date,
  ): Promise<void> {
    await this.db
      .insert(moduleCheckAnswers)
      .values({ userId, moduleNumber, question, answer, answeredAt: at })
      .onConflictDoUpdate({
        target: [
          moduleCheckAnswers.userId,
          moduleCheckAnswers.moduleNumber,
          moduleCheckAnswers.question,
        ],
        set: { answer, answeredAt: at },
      });
  }

  async reflection(userId: string, moduleNumber: number): Promise<string | null> {
    const [row] = await this.db
      .select({ text: moduleReflections.text })
      .from(moduleReflections)
      .where(
        and(eq(moduleReflections.userId, userId), eq(moduleReflections.moduleNumber, moduleNumber)),
      );
    return row ? openReflection(this.cipher, row.text) : null;
  }

  /** Encrypted at rest like the other health text; an empty reflection deletes the row. */
  async setReflection(userId: string, moduleNumber: number, text: string, at: Date): Promise<void> {
    if (text.trim() === '') {
      await this.db
        .delete(moduleReflections)
        .where(
          and(
            eq(moduleReflections.userId, userId),
            eq(moduleReflections.moduleNumber, moduleNumber),
          ),
        );
      return;
    }
    const sealed = sealReflection(this.cipher, text);
    await this.db
      .insert(moduleReflections)
      .values({ userId, moduleNumber, text: sealed, updatedAt: at })
      .onConflictDoUpdate({
        target: [moduleReflections.userId, moduleReflections.moduleNumber],
        set: { text: sealed, updatedAt: at },
      });
  }

  /**
   * People who may have a module reminder due: the /perfil switch on, a subscription that is
   * running (or paid until later), Module 1 opened at least a week ago, and no reminder (nor,
   * from before reminders, e-mail) yet for the module their week has reached. The service then
   * applies the access rule.
   */
  async dueForModuleReminder(now: Date): Promise<string[]> {
    const weekMs = MODULE_INTERVAL_DAYS * DAY_MS;
    const moduleOfWeek = sql`least(${LAST_MODULE}, 1 + floor(extract(epoch from (${now}::timestamptz - ${moduleUnlocks.unlockedAt})) * 1000 / ${weekMs}))::int::text`;
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .innerJoin(
        moduleUnlocks,
        and(eq(moduleUnlocks.userId, users.id), eq(moduleUnlocks.moduleNumber, 1)),
      )
      .where(
        and(
          eq(users.programmeEmails, true),
          or(eq(users.subscriptionStatus, 'active'), gt(users.currentPeriodEnd, now)),
          lte(moduleUnlocks.unlockedAt, new Date(now.getTime() - weekMs)),
          sql`not exists (select 1 from ${outboxEmails} where ${outboxEmails.userId} = ${users.id}
              and ${outboxEmails.template} = 'module_opened' and ${outboxEmails.payload}->>'module' = ${moduleOfWeek})`,
          sql`not exists (select 1 from ${reminders} where ${reminders.userId} = ${users.id}
              and ${reminders.kind} = 'modulo' and ${reminders.occurrence} = ${moduleOfWeek})`,
        ),
      )
      .limit(200);
    return rows.map((row) => row.id);
  }

  async completedLessons(userId: string, moduleNumber: number): Promise<string[]> {
    const rows = await this.db
      .select({ lessonId: moduleLessonProgress.lessonId })
      .from(moduleLessonProgress)
      .where(
        and(
          eq(moduleLessonProgress.userId, userId),
          eq(moduleLessonProgress.moduleNumber, moduleNumber),
        ),
      );
    return rows.map((row) => row.lessonId);
  }

  async setLessonDone(
    userId: string,
    moduleNumber: number,
    lessonId: string,
    done: boolean,
    at: Date,
  ): Promise<void> {
    if (done) {
      await this.db
        .insert(moduleLessonProgress)
        .values({ userId, moduleNumber, lessonId, completedAt: at })
        .onConflictDoNothing();
      return;
    }
    await this.db
      .delete(moduleLessonProgress)
      .where(
        and(
          eq(moduleLessonProgress.userId, userId),
          eq(moduleLessonProgress.moduleNumber, moduleNumber),
          eq(moduleLessonProgress.lessonId, lessonId),
        ),
      );
  }
}
