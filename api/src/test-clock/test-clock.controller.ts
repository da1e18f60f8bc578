import { Controller } from '@nestjs/common';
import {
  type TestTrialStartRequest,
  type TrialStartResponse,
} from '@tm/shared-contracts/contracts';
import { TEST_ENDPOINTS } from '@tm/shared-contracts/test-endpoints';
import { Endpoint } from '../common/endpoint.decorator.js';
import { ValidBody } from '../common/request-context.js';
import { UsersRepository } from '../users/users.repository.js';

/** Mounted only when NODE_ENV=test (see AppModule): lets e2e tests live through day 8 in seconds. */
@Controller()
export class TestClockController {
  constructor(private readonly users: UsersRepository) {}

  @Endpoint(TEST_ENDPOINTS.testTrialStart)
  async move(
    @ValidBody() { userId, trialStart }: TestTrialStartRequest,
  ): Promise<TrialStartResponse> {
    await this.users.moveTrialStart(userId, new Date(trialStart));
    return { userId, trialStart };
  }
}
