import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { ModulesController } from './modules.controller.js';
import { ModulesRepository } from './modules.repository.js';
import { ModulesService } from './modules.service.js';

/** The programme's modules (Module 1, 2, …), not Nest modules. */
@Module({
  imports: [UsersModule],
  controllers: [ModulesController],
  providers: [ModulesRepository, ModulesService],
  exports: [ModulesService],
})
export class ProgramModulesModule {}
