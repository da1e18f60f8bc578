import { Module } from '@nestjs/common';
import { ProgramModulesModule } from '../modules/modules.module.js';
import { ReportsModule } from '../reports/reports.module.js';
import { UsersModule } from '../users/users.module.js';
import { TestClockController } from './test-clock.controller.js';
import { TestObservationLogController } from './test-observation-log.controller.js';
import { TestReportController } from './test-report.controller.js';

@Module({
  imports: [UsersModule, ProgramModulesModule, ReportsModule],
  controllers: [TestClockController, TestReportController, TestObservationLogController],
})
export class TestClockModule {}
