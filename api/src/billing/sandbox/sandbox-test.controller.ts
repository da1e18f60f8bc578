import { Controller } from '@nestjs/common';
import { type TestEndPeriodResponse, type UserBody } from '@tm/shared-contracts/contracts';
import { TEST_ENDPOINTS } from '@tm/shared-contracts/test-endpoints';
import { Endpoint } from '../../common/endpoint.decorator.js';
import { ValidBody } from '../../common/request-context.js';
import { SandboxService } from './sandbox.service.js';

/** NODE_ENV=test with the sandbox only: lets e2e live past the end of a paid period in seconds. */
@Controller()
export class SandboxTestController {
  constructor(private readonly sandbox: SandboxService) {}

  @Endpoint(TEST_ENDPOINTS.testEndPeriod)
  endPeriod(@ValidBody() { userId }: UserBody): Promise<TestEndPeriodResponse> {
    return this.sandbox.endPeriodNow(userId);
  }
}
