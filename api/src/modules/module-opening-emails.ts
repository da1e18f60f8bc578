import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../common/clock.js';
import { HourlyJob } from '../common/hourly-job.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { ModulesRepository } from './modules.repository.js';
import { ModulesService } from './modules.service.js';

/**
 * "Your Module N is open", with a link to it: once per module and person (a unique index on the
 * outbox), only the newest module when several opened since the last run, never to someone who
 * turned programme e-mails off on /perfil.
 */
@Injectable()
export class ModuleOpeningEmails extends HourlyJob {
  constructor(
    private readonly repository: ModulesRepository,
    private readonly modules: ModulesService,
    private readonly notifications: NotificationsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    super('Correos de módulos');
  }

  protected async queueDue(): Promise<number> {
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
