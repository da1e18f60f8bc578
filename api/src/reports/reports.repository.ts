import { Inject, Injectable } from '@nestjs/common';
import type { InitialReport } from '@tm/shared-contracts';
import { and, desc, eq } from 'drizzle-orm';
import { DATABASE, type Database } from '../db/database.js';
import { reports } from '../db/schema.js';

export interface ReportRow {
  userId: string;
  moduleNumber: number;
  content: InitialReport;
  inputHash: string | null;
  createdAt: Date;
}

@Injectable()
export class ReportsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async latest(userId: string, moduleNumber: number): Promise<ReportRow | undefined> {
    const [row] = await this.db
      .select({
        userId: reports.userId,
        moduleNumber: reports.moduleNumber,
        content: reports.content,
        inputHash: reports.inputHash,
        createdAt: reports.createdAt,
      })
      .from(reports)
      .where(and(eq(reports.userId, userId), eq(reports.moduleNumber, moduleNumber)))
      .orderBy(desc(reports.id))
      .limit(1);
    return row ? { ...row, content: row.content as InitialReport } : undefined;
  }

  async insert(row: ReportRow): Promise<void> {
    await this.db.insert(reports).values(row);
  }
}
