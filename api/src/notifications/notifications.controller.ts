import { Controller } from '@nestjs/common';
import { ENDPOINTS, type NotificationResponse, type UserBody } from '@tm/shared-contracts';
import { Endpoint } from '../common/endpoint.decorator.js';
import { ValidBody } from '../common/request-context.js';
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
