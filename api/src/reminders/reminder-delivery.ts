import { Inject, Injectable } from '@nestjs/common';
import { reminderKindSchema } from '@tm/shared-contracts/contracts';
import { CLOCK, type Clock } from '../common/clock.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { PushSender } from './push-sender.js';
import { fallbackEmail, pushMessage, type DueReminder } from './reminder-texts.js';
import { RemindersRepository, type ReminderRow } from './reminders.repository.js';

/** How long a claimed reminder stays hidden from other instances while this one delivers it. */
const DELIVERY_LEASE_MS = 5 * 60_000;

/**
 * Delivers scheduled reminders, each by one instance (claimed like the e-mail outbox): by push
 * to every device she has; by e-mail when she has none or no push service took it. A device
 * whose push service answers 404 or 410 no longer exists: its subscription is removed.
 */
@Injectable()
export class ReminderDelivery {
  constructor(
    private readonly repository: RemindersRepository,
    private readonly push: PushSender,
    private readonly notifications: NotificationsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async deliverDue(): Promise<void> {
    const now = () => new Date(this.clock.now());
    for (const row of await this.repository.claimDue(now(), DELIVERY_LEASE_MS)) {
      const reminder = {
        kind: reminderKindSchema.parse(row.kind),
        payload: row.payload as DueReminder['payload'],
      };
      const status = (await this.byPush(row, reminder))
        ? 'push'
        : (await this.byEmail(row.userId, reminder))
          ? 'email'
          : 'none';
      await this.repository.markDelivered(row.id, status, now());
    }
  }

  private async byPush(row: ReminderRow, reminder: Pick<DueReminder, 'kind' | 'payload'>) {
    const message = pushMessage(reminder);
    let delivered = false;
    for (const device of await this.repository.subscriptionsOf(row.userId)) {
      const outcome = await this.push.send(device, message);
      if (outcome === 'gone') await this.repository.deleteSubscriptionById(device.id);
      delivered ||= outcome === 'sent';
    }
    return delivered;
  }

  private byEmail(userId: string, reminder: Pick<DueReminder, 'kind' | 'payload'>) {
    const { template, payload } = fallbackEmail(reminder);
    return this.notifications.queue(userId, template, payload);
  }
}
