import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { NotificationsController, TestOutboxController } from './notifications.controller.js';
import { NotificationsService } from './notifications.service.js';
import { OutboxDispatcher } from './outbox.dispatcher.js';
import { OutboxRepository } from './outbox.repository.js';

const providers = [OutboxRepository, OutboxDispatcher, NotificationsService];

/** One instance app-wide (billing imports it too): one dispatcher, one timer. */
@Module({
  imports: [UsersModule],
  controllers: [NotificationsController],
  providers,
  exports: [NotificationsService, OutboxDispatcher],
})
export class NotificationsModule {}

/** NODE_ENV=test only: GET /api/test/outbox/{userId}. */
@Module({ imports: [NotificationsModule], controllers: [TestOutboxController] })
export class TestOutboxModule {}
