import { Injectable } from '@nestjs/common';
import type { NotificationResponse, UserBody } from '@tm/shared-contracts';
import { notYetAvailable } from '../common/api-error.js';

/** E-mails go through the outbox with the notifications issue; nothing is queued before then. */
@Injectable()
export class NotificationsService {
  async reactivation(_request: UserBody): Promise<NotificationResponse> {
    throw notYetAvailable();
  }

  async module1Completed(_request: UserBody): Promise<NotificationResponse> {
    throw notYetAvailable();
  }
}
