import { Module } from '@nestjs/common';
import { ModulesController } from './modules.controller.js';
import { ModulesRepository } from './modules.repository.js';
import { ModulesService } from './modules.service.js';

/** The programme's modules (Module 1, 2, …), not Nest modules. */
@Module({ controllers: [ModulesController], providers: [ModulesRepository, ModulesService] })
export class ProgramModulesModule {}
