import { Controller } from '@nestjs/common';
import { type ObservationLog, type TestDaysPassRequest } from '@tm/shared-contracts/contracts';
import { TEST_ENDPOINTS } from '@tm/shared-contracts/test-endpoints';
import { Endpoint } from '../common/endpoint.decorator.js';
import { ValidBody } from '../common/request-context.js';
import { ObservationLogService } from '../reports/observation-log.service.js';

/** NODE_ENV=test only: lets e2e live the 5-day log across real calendar days in seconds. */
@Controller()
export class TestObservationLogController {
  constructor(private readonly logs: ObservationLogService) {}

  @Endpoint(TEST_ENDPOINTS.testDaysPass)
  daysPass(@ValidBody() { userId, dias }: TestDaysPassRequest): Promise<ObservationLog> {
    return this.logs.daysPass(userId, dias);
  }
}
