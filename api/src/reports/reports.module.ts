import { Module } from '@nestjs/common';
import { IntakeModule } from '../intake/intake.module.js';
import { ProgressDataModule } from '../progress/progress-data.module.js';
import { UsersModule } from '../users/users.module.js';
import { ObservationLogRepository } from './observation-log.repository.js';
import { ObservationLogService } from './observation-log.service.js';
import { reportWriterFromEnv } from './report-writer-factory.js';
import { REPORT_WRITER } from './report-writer.js';
import { ReportsController } from './reports.controller.js';
import { ReportsRepository } from './reports.repository.js';
import { ReportsService } from './reports.service.js';

@Module({
  imports: [IntakeModule, ProgressDataModule, UsersModule],
  controllers: [ReportsController],
  providers: [
    ReportsRepository,
    ReportsService,
    ObservationLogRepository,
    ObservationLogService,
    { provide: REPORT_WRITER, useFactory: () => reportWriterFromEnv(process.env) },
  ],
  exports: [ObservationLogService],
})
export class ReportsModule {}
