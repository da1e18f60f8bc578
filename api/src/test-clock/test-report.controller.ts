import { Controller, Inject } from '@nestjs/common';
import {
  type ModuleCheck,
  type Programme,
  type TestInitialReportRequest,
  type TestModule1OpenedRequest,
} from '@tm/shared-contracts/contracts';
import { TEST_ENDPOINTS } from '@tm/shared-contracts/test-endpoints';
import { CLOCK, type Clock } from '../common/clock.js';
import { Endpoint } from '../common/endpoint.decorator.js';
import { ValidBody } from '../common/request-context.js';
import { DATABASE, type Database } from '../db/database.js';
import { reports } from '../db/schema.js';
import { ModulesService } from '../modules/modules.service.js';

/**
 * NODE_ENV=test only: an initial report without the generator, so e2e can open Module 1, and the
 * programme's clock (when Module 1 first opened), so e2e can live through week 2 in seconds.
 */
@Controller()
export class TestReportController {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly modules: ModulesService,
  ) {}

  @Endpoint(TEST_ENDPOINTS.testInitialReport)
  async store(@ValidBody() { userId, patron }: TestInitialReportRequest): Promise<ModuleCheck> {
    await this.db.insert(reports).values({
      userId,
      moduleNumber: 1,
      content: { patron: patron ?? 'Metabólico', origen: 'prueba' },
      createdAt: new Date(this.clock.now()),
    });
    return this.modules.check(userId);
  }

  @Endpoint(TEST_ENDPOINTS.testModule1Opened)
  moveModule1(@ValidBody() { userId, openedAt }: TestModule1OpenedRequest): Promise<Programme> {
    return this.modules.moveModule1Opening(userId, openedAt);
  }
}
