import { Controller } from '@nestjs/common';
import {
  ENDPOINTS,
  type UserParams,
  type WeeklyCheckin,
  type WeeklyCheckinRequest,
} from '@tm/shared-contracts/contracts';
import { Endpoint } from '../common/endpoint.decorator.js';
import { ValidBody, ValidParams } from '../common/request-context.js';
import { CheckinsService } from './checkins.service.js';

@Controller()
export class CheckinsController {
  constructor(private readonly checkins: CheckinsService) {}

  @Endpoint(ENDPOINTS.weeklyCheckins)
  history(@ValidParams() { userId }: UserParams): Promise<WeeklyCheckin[]> {
    return this.checkins.history(userId);
  }

  @Endpoint(ENDPOINTS.weeklyCheckin)
  answer(@ValidBody() body: WeeklyCheckinRequest): Promise<WeeklyCheckin> {
    return this.checkins.answer(body);
  }
}
