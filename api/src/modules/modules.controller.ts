import { Controller } from '@nestjs/common';
import {
  ENDPOINTS,
  type LessonProgressRequest,
  type ModuleCheck,
  type ModuleProgress,
  type UserParams,
} from '@tm/shared-contracts';
import { Endpoint } from '../common/endpoint.decorator.js';
import { ValidBody, ValidParams } from '../common/request-context.js';
import { ModulesService } from './modules.service.js';

@Controller()
export class ModulesController {
  constructor(private readonly modules: ModulesService) {}

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
}
