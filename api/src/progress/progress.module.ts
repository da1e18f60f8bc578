import { Module } from '@nestjs/common';
import { CheckinsModule } from '../checkins/checkins.module.js';
import { IntakeModule } from '../intake/intake.module.js';
import { ProgressController } from './progress.controller.js';
import { ProgressDataModule } from './progress-data.module.js';
import { ProgressService } from './progress.service.js';

/** Mi progreso (issue 19): the readings a person logs, per person like every other health data. */
@Module({
  imports: [CheckinsModule, IntakeModule, ProgressDataModule],
  controllers: [ProgressController],
  providers: [ProgressService],
})
export class ProgressModule {}
