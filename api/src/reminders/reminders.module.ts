import { Module } from '@nestjs/common';
import { ProgramModulesModule } from '../modules/modules.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { UsersModule } from '../users/users.module.js';
import { PushSender } from './push-sender.js';
import { ReminderDelivery } from './reminder-delivery.js';
import { ReminderSchedule } from './reminder-schedule.js';
import { RemindersController } from './reminders.controller.js';
import { RemindersRepository } from './reminders.repository.js';
import { RemindersService } from './reminders.service.js';

/** Reminders by web push, with e-mail (the outbox) as the fallback (issue 21). */
@Module({
  imports: [UsersModule, NotificationsModule, ProgramModulesModule],
  controllers: [RemindersController],
  providers: [
    RemindersRepository,
    RemindersService,
    PushSender,
    ReminderDelivery,
    ReminderSchedule,
  ],
  exports: [ReminderSchedule],
})
export class RemindersModule {}
