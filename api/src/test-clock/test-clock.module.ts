import { Module } from '@nestjs/common';
import { ProgramModulesModule } from '../modules/modules.module.js';
import { UsersModule } from '../users/users.module.js';
import { TestClockController } from './test-clock.controller.js';
import { TestReportController } from './test-report.controller.js';

@Module({
  imports: [UsersModule, ProgramModulesModule],
  controllers: [TestClockController, TestReportController],
})
export class TestClockModule {}
