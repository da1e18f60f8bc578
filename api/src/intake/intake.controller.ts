import { Controller } from '@nestjs/common';
import {
  ENDPOINTS,
  type IntakeSummary,
  type SaveIntakeRequest,
  type SaveIntakeResponse,
  type UserParams,
} from '@tm/shared-contracts/contracts';
import { Endpoint } from '../common/endpoint.decorator.js';
import {
  CurrentIdentity,
  type Identity,
  ValidBody,
  ValidParams,
} from '../common/request-context.js';
import { IntakeService } from './intake.service.js';

@Controller()
export class IntakeController {
  constructor(private readonly intake: IntakeService) {}

  @Endpoint(ENDPOINTS.intakeRead)
  summary(@ValidParams() { userId }: UserParams): Promise<IntakeSummary> {
    return this.intake.summary(userId);
  }

  @Endpoint(ENDPOINTS.intakeSave)
  save(
    @CurrentIdentity() identity: Identity,
    @ValidBody() body: SaveIntakeRequest,
  ): Promise<SaveIntakeResponse> {
    return this.intake.save(identity, body);
  }
}
