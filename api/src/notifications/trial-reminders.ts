import {
  Inject,
  Injectable,
  Logger,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { DAY_MS, TRIAL } from '@tm/shared-contracts';
import { CLOCK, type Clock } from '../common/clock.js';
import { NotificationsService } from './notifications.service.js';
import { OutboxRepository } from './outbox.repository.js';

/** Looked for every hour; the reminder goes out once, from 2 days before the trial ends. */
const CHECK_EVERY_MS = 60 * 60 * 1000;
export const REMINDER_DAYS_BEFORE_END = 2;

/**
 * "Your trial ends in 2 days" for people without a subscription. Subscribers hear it from the
 * provider instead (customer.subscription.trial_will_end), so nobody gets it twice.
 */
@Injectable()
export class TrialReminders implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Recordatorios de prueba');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    private readonly outbox: OutboxRepository,
    private readonly notifications: NotificationsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.run(), CHECK_EVERY_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** Queues the due reminders; returns how many. */
  run(): Promise<number> {
    this.running ??= this.queueDue()
      .catch((error: unknown) => {
        this.logger.error(error instanceof Error ? error : String(error));
        return 0;
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  private async queueDue(): Promise<number> {
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
