import { Logger } from '@nestjs/common';
import nodemailer from 'nodemailer';

export interface OutgoingEmail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** How an e-mail leaves: SMTP, or (embedded default) a log line while it stays in the outbox. */
export interface MailTransport {
  readonly kind: 'smtp' | 'log';
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

export class SmtpTransport implements MailTransport {
  readonly kind = 'smtp' as const;
  private readonly transporter;

  constructor(url: string) {
    // Short timeouts: a dead SMTP server must not keep sockets open; the outbox retries later.
    this.transporter = nodemailer.createTransport({
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    } as Parameters<typeof nodemailer.createTransport>[0]);
  }

  async send(email: OutgoingEmail): Promise<void> {
    await this.transporter.sendMail(email);
  }

  close(): void {
    this.transporter.close();
  }
}

export class LogTransport implements MailTransport {
  readonly kind = 'log' as const;
  private readonly logger = new Logger('Correo');

  async send(email: OutgoingEmail): Promise<void> {
    // The subject only: the address says who takes part, the body may carry health context.
    this.logger.log(`Correo guardado en la bandeja de salida: «${email.subject}»`);
  }

  close(): void {}
}
