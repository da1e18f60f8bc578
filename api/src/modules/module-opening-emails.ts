import {
  Inject,
  Injectable,
  Logger,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { CLOCK, type Clock } from '../common/clock.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { ModulesRepository } from './modules.repository.js';
import { ModulesService } from './modules.service.js';

/** Looked for every hour, like the trial reminders: a module opens on a day, not a minute. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * "Your Module N is open", with a link to it: once per module and person (a unique index on the
 * outbox), only the newest module when several opened since the last run, never to someone who
 * turned programme e-mails off on /perfil.
 */
@Injectable()
export class ModuleOpeningEmails implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Correos de módulos');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    private readonly repository: ModulesRepository,
    private readonly modules: ModulesService,
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

  /** Queues the due e-mails; returns how many. */
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
    let queued = 0;
    for (const userId of await this.repository.dueForOpeningEmail(new Date(this.clock.now()))) {
      // Access is decided by the same rule as the screens (a lapsed subscription opens nothing).
      const { lastOpen } = await this.modules.standingOf(userId);
      if (lastOpen < 2) continue;
      if (await this.notifications.queue(userId, 'module_opened', { module: lastOpen }))
        queued += 1;
    }
    return queued;
  }
}
