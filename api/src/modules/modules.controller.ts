import { Controller } from '@nestjs/common';
import {
  ENDPOINTS,
  type LessonProgressRequest,
  type ModuleActionRequest,
  type ModuleAnswerRequest,
  type ModuleCheck,
  type ModuleDetail,
  type ModuleParams,
  type ModuleProgress,
  type ModuleReflectionRequest,
  type Programme,
  type ProgrammeCautions,
  type UserParams,
} from '@tm/shared-contracts/contracts';
import { Endpoint } from '../common/endpoint.decorator.js';
import { ValidBody, ValidParams } from '../common/request-context.js';
import { CautionsService } from './cautions.service.js';
import { ModulesService } from './modules.service.js';

@Controller()
export class ModulesController {
  constructor(
    private readonly modules: ModulesService,
    private readonly cautions: CautionsService,
  ) {}

  @Endpoint(ENDPOINTS.modulesCheck)
  check(@ValidParams() { userId }: UserParams): Promise<ModuleCheck> {
    return this.modules.check(userId);
  }

  @Endpoint(ENDPOINTS.moduleProgress)
  progress(@ValidParams() { userId }: UserParams): Promise<ModuleProgress> {
    return this.modules.progress(userId);
  }

  @Endpoint(ENDPOINTS.saveLessonProgress)
  saveLesson(@ValidBody() body: LessonProgressRequest): Promise<ModuleProgress> {
    return this.modules.saveLesson(body);
  }

  @Endpoint(ENDPOINTS.programme)
  programme(@ValidParams() { userId }: UserParams): Promise<Programme> {
    return this.modules.programme(userId);
  }

  @Endpoint(ENDPOINTS.programmeModule)
  module(@ValidParams() { userId, number }: ModuleParams): Promise<ModuleDetail> {
    return this.modules.moduleDetail(userId, number);
  }

  @Endpoint(ENDPOINTS.programmeCautions)
  cautionFlags(@ValidParams() { userId }: UserParams): Promise<ProgrammeCautions> {
    return this.cautions.of(userId);
  }

  @Endpoint(ENDPOINTS.saveModuleAction)
  saveAction(@ValidBody() body: ModuleActionRequest): Promise<ModuleDetail> {
    return this.modules.saveAction(body);
  }

  @Endpoint(ENDPOINTS.saveModuleAnswer)
  saveAnswer(@ValidBody() body: ModuleAnswerRequest): Promise<ModuleDetail> {
    return this.modules.saveAnswer(body);
  }

  @Endpoint(ENDPOINTS.saveModuleReflection)
  saveReflection(@ValidBody() body: ModuleReflectionRequest): Promise<ModuleDetail> {
    return this.modules.saveReflection(body);
  }
}
