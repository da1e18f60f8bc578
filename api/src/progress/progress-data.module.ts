import { Module } from '@nestjs/common';
import { GlucoseTrends } from './glucose-trends.js';
import { ProgressRepository } from './progress.repository.js';

/**
 * The readings' storage and the trend read from them, apart from the progress module so the
 * report and the weekly chat can cite the trend (the progress module itself uses the chat's alerts).
 */
@Module({
  providers: [ProgressRepository, GlucoseTrends],
  exports: [ProgressRepository, GlucoseTrends],
})
export class ProgressDataModule {}
