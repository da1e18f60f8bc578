import { Controller } from '@nestjs/common';
import {
  ENDPOINTS,
  type TrialStartRequest,
  type TrialStartResponse,
  type TrialStatus,
  type UserParams,
} from '@tm/shared-contracts/contracts';
import { Endpoint } from '../common/endpoint.decorator.js';
import {
  CurrentIdentity,
  type Identity,
  ValidBody,
  ValidParams,
} from '../common/request-context.js';
import { TrialService } from './trial.service.js';

@Controller()
export class TrialController {
  constructor(private readonly trial: TrialService) {}

  @Endpoint(ENDPOINTS.trialStatus)
  status(@ValidParams() { userId }: UserParams): Promise<TrialStatus> {
    return this.trial.status(userId);
  }

  @Endpoint(ENDPOINTS.trialStart)
  start(
    @CurrentIdentity() identity: Identity,
    @ValidBody() { userId }: TrialStartRequest,
  ): Promise<TrialStartResponse> {
    return this.trial.start(identity, userId);
  }
}
