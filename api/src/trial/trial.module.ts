import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { TrialController } from './trial.controller.js';
import { TrialService } from './trial.service.js';

@Module({
  imports: [UsersModule],
  controllers: [TrialController],
  providers: [TrialService],
  exports: [TrialService],
})
export class TrialModule {}
