import { Inject, Injectable, Logger } from '@nestjs/common';
import type {
  EmailTemplate,
  NotificationResponse,
  OutboxList,
  UserBody,
} from '@tm/shared-contracts/contracts';
import { CLOCK, type Clock } from '../common/clock.js';
import { UsersRepository } from '../users/users.repository.js';
import { OutboxDispatcher } from './outbox.dispatcher.js';
import { OutboxRepository } from './outbox.repository.js';

/** A second reactivation e-mail within this time is the same reactivation (a reloaded page). */
const REACTIVATION_DEDUP_MS = 10 * 60 * 1000;

/**
 * E-mails: written to the outbox, then sent in the background. Queuing never throws: a failure
 * is logged and the request that caused it still succeeds.
 */
@Injectable()
export class NotificationsService {
  private readonly logger = new Logger('Notificaciones');

  constructor(
    private readonly outbox: OutboxRepository,
    private readonly dispatcher: OutboxDispatcher,
    private readonly users: UsersRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Queues one e-mail for a user: true when it is queued now or (a once-per-person e-mail) was
   * already; false when the user has no address or the outbox failed.
   */
  async queue(
    userId: string,
    template: EmailTemplate,
    payload: Record<string, unknown> = {},
  ): Promise<boolean> {
    try {
      const user = await this.users.findById(userId);
      if (!user?.email) {
        this.logger.warn(`Una persona sin correo: no se envía «${template}».`);
        return false;
      }
      const id = await this.outbox.add({
        userId,
        toAddress: user.email,
        template,
        payload,
        nextAttemptAt: new Date(this.clock.now()),
      });
      if (id !== null) void this.dispatcher.kick();
      return true;
    } catch (error) {
      this.logger.error(error instanceof Error ? error : String(error));
      return false;
    }
  }

  async reactivation({ userId }: UserBody): Promise<NotificationResponse> {
    const last = await this.outbox.lastOf(userId, 'reactivation');
    if (last && this.clock.now() - last.createdAt.getTime() < REACTIVATION_DEDUP_MS) {
      return { queued: true };
    }
    return { queued: await this.queue(userId, 'reactivation') };
  }

  /** The closing e-mail of Module 1, once per person. */
  async module1Completed({ userId }: UserBody): Promise<NotificationResponse> {
    if (await this.outbox.lastOf(userId, 'module1_completed')) return { queued: true };
    return { queued: await this.queue(userId, 'module1_completed') };
  }

  /** The link was opened: its token (and older ones already sent) leave the outbox. */
  async forgetSignInTokens(userId: string): Promise<void> {
    await this.outbox.dropSentTokens(userId);
  }

  /** Test clock only: what the outbox holds for a user, as it is (or will be) sent. */
  async outboxOf(userId: string): Promise<OutboxList> {
    const rows = await this.outbox.ofUser(userId);
    return Promise.all(
      rows.map(async (row) => {
        const email = await this.dispatcher.render(row);
        return {
          template: row.template as OutboxList[number]['template'],
          toAddress: row.toAddress,
          subject: email.subject,
          status: row.status as OutboxList[number]['status'],
          text: email.text,
        };
      }),
    );
  }
}
