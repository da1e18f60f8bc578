import { Module } from '@nestjs/common';
import { IntakeModule } from '../intake/intake.module.js';
import { UsersModule } from '../users/users.module.js';
import { CautionsService } from './cautions.service.js';
import { ModulesController } from './modules.controller.js';
import { ModulesRepository } from './modules.repository.js';
import { ModulesService } from './modules.service.js';

/** The programme's modules (Module 1, 2, …), not Nest modules. */
@Module({
  imports: [UsersModule, IntakeModule],
  controllers: [ModulesController],
  providers: [ModulesRepository, ModulesService, CautionsService],
  exports: [ModulesService],
})
export class ProgramModulesModule {}
