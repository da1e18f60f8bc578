import {
  Inject,
  Injectable,
  Logger,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { emailTemplateSchema } from '@tm/shared-contracts/contracts';
import { CLOCK, type Clock } from '../common/clock.js';
import { FieldCipher } from '../common/crypto/field-cipher.js';
import { API_CONFIG } from '../common/core.module.js';
import type { ApiConfig } from '../config/config.js';
import { UsersRepository } from '../users/users.repository.js';
import { LogTransport, type MailTransport, SmtpTransport } from './mail-transport.js';
import { OutboxRepository, type OutboxRow } from './outbox.repository.js';
import { renderEmail, type RenderedEmail } from './templates.js';

/** Tries per e-mail before it is marked failed; waits 1, 2, 4, 8, 16 minutes in between. */
export const MAX_ATTEMPTS = 6;
const backoffMs = (attempts: number) => 60_000 * 2 ** (attempts - 1);
/** How long a claimed e-mail stays hidden from other instances while this one sends it. */
const SEND_LEASE_MS = 5 * 60_000;

/**
 * Sends what the outbox holds, outside any request: a slow or broken SMTP server never delays
 * or fails the request that queued the e-mail. Failures wait (backoff) and are retried.
 */
@Injectable()
export class OutboxDispatcher implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Correo');
  private readonly transport: MailTransport;
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly outbox: OutboxRepository,
    private readonly users: UsersRepository,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(FieldCipher) private readonly cipher: FieldCipher,
  ) {
    this.transport = config.mail.smtpUrl
      ? new SmtpTransport(config.mail.smtpUrl)
      : new LogTransport();
  }

  onModuleInit(): void {
    this.timer = setInterval(() => void this.kick(), this.config.mail.retryIntervalMs);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
    this.transport.close();
  }

  /** Starts a send round now (or right after the current one); resolves when the outbox is idle. */
  kick(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.loop().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Renders an outbox row as it will be (or was) sent. */
  async render(row: OutboxRow): Promise<RenderedEmail> {
    const user = await this.users.findById(row.userId ?? '');
    const payload = { ...(row.payload ?? {}) } as Record<string, unknown>;
    // A sign-in token waits in the outbox encrypted (only its hash is kept anywhere else).
    if (typeof payload.token === 'string') payload.token = this.cipher.decrypt(payload.token);
    return renderEmail(emailTemplateSchema.parse(row.template), {
      nombre: user?.name?.split(' ')[0] ?? null,
      baseUrl: this.config.publicUrl,
      payload,
    });
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      try {
        await this.sendDue();
      } catch (error) {
        this.logger.error(error instanceof Error ? error : String(error));
      }
    } while (this.again);
  }

  private async sendDue(): Promise<void> {
    for (const row of await this.outbox.claimDue(new Date(this.clock.now()), SEND_LEASE_MS)) {
      const attempts = row.attempts + 1;
      try {
        const email = await this.render(row);
        await this.transport.send({ from: this.config.mail.from, to: row.toAddress, ...email });
        const status = this.transport.kind === 'smtp' ? 'sent' : 'logged';
        await this.outbox.markDelivered(row.id, status, attempts, new Date(this.clock.now()));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const retryAt =
          attempts < MAX_ATTEMPTS ? new Date(this.clock.now() + backoffMs(attempts)) : null;
        await this.outbox.markFailed(row.id, attempts, message, retryAt);
        this.logger.warn(
          `No se pudo enviar el correo ${row.id} (${row.template}, intento ${attempts}): ${message}` +
            (retryAt ? '; se reintentará.' : '; no se reintentará más.'),
        );
      }
    }
  }
}
