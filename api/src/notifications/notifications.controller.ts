import { Controller } from '@nestjs/common';
import {
  ENDPOINTS,
  type NotificationResponse,
  type OutboxList,
  type UserBody,
  type UserParams,
} from '@tm/shared-contracts/contracts';
import { TEST_ENDPOINTS } from '@tm/shared-contracts/test-endpoints';
import { Endpoint } from '../common/endpoint.decorator.js';
import { ValidBody, ValidParams } from '../common/request-context.js';
import { NotificationsService } from './notifications.service.js';

@Controller()
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Endpoint(ENDPOINTS.notifyReactivation)
  reactivation(@ValidBody() body: UserBody): Promise<NotificationResponse> {
    return this.notifications.reactivation(body);
  }

  @Endpoint(ENDPOINTS.notifyModule1Completed)
  module1Completed(@ValidBody() body: UserBody): Promise<NotificationResponse> {
    return this.notifications.module1Completed(body);
  }
}

/** Mounted only when NODE_ENV=test: lets e2e tests read the outbox. */
@Controller()
export class TestOutboxController {
  constructor(private readonly notifications: NotificationsService) {}

  @Endpoint(TEST_ENDPOINTS.testOutbox)
  outbox(@ValidParams() { userId }: UserParams): Promise<OutboxList> {
    return this.notifications.outboxOf(userId);
  }
}
