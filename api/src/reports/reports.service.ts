import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  initialReportSchema,
  type GenerateReportRequest,
  type GenerateReportResponse,
  type StoredReport,
} from '@tm/shared-contracts/contracts';
import { ApiError } from '../common/api-error.js';
import { CLOCK, type Clock } from '../common/clock.js';
import { IntakeRepository } from '../intake/intake.repository.js';
import { GlucoseTrends } from '../progress/glucose-trends.js';
import { ObservationLogRepository } from './observation-log.repository.js';
import { REPORT_WRITER, type ReportWriter } from './report-writer.js';
import { ReportsRepository } from './reports.repository.js';

@Injectable()
export class ReportsService {
  constructor(
    private readonly reports: ReportsRepository,
    private readonly intake: IntakeRepository,
    private readonly logs: ObservationLogRepository,
    private readonly trends: GlucoseTrends,
    @Inject(REPORT_WRITER) private readonly writer: ReportWriter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Builds and stores the report from the intake and the 5-day log. Idempotent: the same input
   * returns the stored report without writing a new one.
   */
  async generate({ userId, moduleNumber }: GenerateReportRequest): Promise<GenerateReportResponse> {
    const intake = await this.intake.findFields(userId);
    if (!intake)
      throw new ApiError(
        409,
        'Primero guarda tu formulario de ingreso: el informe se prepara con tus respuestas.',
      );
    const days = await this.logs.find(userId);
    const glucoseTrend = await this.trends.fasting(userId);
    // Without a trend the hash is the one reports were stored with before it existed.
    const input = glucoseTrend ? { intake, days, glucoseTrend } : { intake, days };
    const inputHash = createHash('sha256').update(JSON.stringify(input)).digest('hex');
    const previous = await this.reports.latest(userId, moduleNumber);
    if (previous?.inputHash === inputHash) return toResponse(previous);
    const content = await this.writer.write(input);
    const row = { userId, moduleNumber, content, inputHash, createdAt: new Date(this.clock.now()) };
    await this.reports.insert(row);
    return toResponse(row);
  }

  async read(userId: string): Promise<StoredReport> {
    const row = await this.reports.latest(userId, 1);
    // Rows written by other means (e.g. the e2e test route) without a personalised report read as none.
    const report = initialReportSchema.safeParse(row?.content);
    if (!row || !report.success)
      throw new ApiError(404, 'Tu informe inicial todavía no está listo.');
    return { ...toResponse(row), report: report.data };
  }
}

const toResponse = (row: { userId: string; moduleNumber: number; createdAt: Date }) => ({
  userId: row.userId,
  moduleNumber: row.moduleNumber,
  createdAt: row.createdAt.toISOString(),
});
