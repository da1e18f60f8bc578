import { Injectable } from '@nestjs/common';
import type { ModuleCheck } from '@tm/shared-contracts';
import { ModulesRepository } from './modules.repository.js';

@Injectable()
export class ModulesService {
  constructor(private readonly modules: ModulesRepository) {}

  async check(userId: string): Promise<ModuleCheck> {
    return { unlockedModules: await this.modules.unlockedModules(userId) };
  }
}
