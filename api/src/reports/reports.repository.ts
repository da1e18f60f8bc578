import { Inject, Injectable } from '@nestjs/common';
import type { InitialReport } from '@tm/shared-contracts/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { FieldCipher } from '../common/crypto/field-cipher.js';
import { openReport, sealReport } from '../common/crypto/health-text.js';
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
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(FieldCipher) private readonly cipher: FieldCipher,
  ) {}

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
    return row
      ? { ...row, content: openReport(this.cipher, row.content) as InitialReport }
      : undefined;
  }

  /** The content quotes the person's answers: stored encrypted. */
  async insert(row: ReportRow): Promise<void> {
    await this.db.insert(reports).values({ ...row, content: sealReport(this.cipher, row.content) });
  }
}
