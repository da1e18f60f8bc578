import { Inject, Injectable } from '@nestjs/common';
import { DAY_MS, TRIAL } from '@tm/shared-contracts/contracts';
import { CLOCK, type Clock } from '../common/clock.js';
import { HourlyJob } from '../common/hourly-job.js';
import { NotificationsService } from './notifications.service.js';
import { OutboxRepository } from './outbox.repository.js';

/** The reminder goes out once (looked for every hour), from 2 days before the trial ends. */
export const REMINDER_DAYS_BEFORE_END = 2;

/**
 * "Your trial ends in 2 days" for people without a subscription. Subscribers hear it from the
 * provider instead (customer.subscription.trial_will_end), so nobody gets it twice.
 */
@Injectable()
export class TrialReminders extends HourlyJob {
  constructor(
    private readonly outbox: OutboxRepository,
    private readonly notifications: NotificationsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    super('Recordatorios de prueba');
  }

  protected async queueDue(): Promise<number> {
    const now = this.clock.now();
    const trialEndsBy = (daysLeft: number) => new Date(now - (TRIAL.days - daysLeft) * DAY_MS);
    const due = await this.outbox.dueForTrialReminder({
      from: trialEndsBy(0), // trial already over: too late for a reminder
      to: trialEndsBy(REMINDER_DAYS_BEFORE_END),
    });
    let queued = 0;
    for (const user of due) {
      const trialEnd = user.trialStart.getTime() + TRIAL.days * DAY_MS;
      const daysLeft = Math.max(1, Math.ceil((trialEnd - now) / DAY_MS));
      if (
        await this.notifications.queue(user.id, 'trial_ending', {
          daysLeft,
          trialEnd,
          subscribed: false,
        })
      )
        queued += 1;
    }
    return queued;
  }
}
