import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { IntakeController } from './intake.controller.js';
import { IntakeRepository } from './intake.repository.js';
import { IntakeService } from './intake.service.js';

@Module({
  imports: [UsersModule],
  controllers: [IntakeController],
  providers: [IntakeRepository, IntakeService],
  exports: [IntakeRepository],
})
export class IntakeModule {}
