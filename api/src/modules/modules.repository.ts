import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq } from 'drizzle-orm';
import { DATABASE, type Database } from '../db/database.js';
import { moduleLessonProgress, moduleUnlocks, reports } from '../db/schema.js';

@Injectable()
export class ModulesRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

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
