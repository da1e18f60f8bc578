import { Controller } from '@nestjs/common';
import { ENDPOINTS, type ModuleCheck, type UserParams } from '@tm/shared-contracts';
import { Endpoint } from '../common/endpoint.decorator.js';
import { ValidParams } from '../common/request-context.js';
import { ModulesService } from './modules.service.js';

@Controller()
export class ModulesController {
  constructor(private readonly modules: ModulesService) {}

  @Endpoint(ENDPOINTS.modulesCheck)
  check(@ValidParams() { userId }: UserParams): Promise<ModuleCheck> {
    return this.modules.check(userId);
  }
}
