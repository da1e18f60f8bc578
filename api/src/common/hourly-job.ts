import { Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';

/** Looked for every hour: reminders and openings happen on a day, not a minute. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * A job that queues due e-mails every hour (trial reminders, module openings): one run at a
 * time, a failed run logged and counted as 0, the timer never keeping the process alive, and
 * shutdown waiting for the run in progress.
 */
export abstract class HourlyJob implements OnModuleInit, OnModuleDestroy {
  private readonly logger: Logger;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  protected constructor(name: string) {
    this.logger = new Logger(name);
  }

  /** Queues what is due now; returns how many. */
  protected abstract queueDue(): Promise<number>;

  onModuleInit(): void {
    this.timer = setInterval(() => void this.run(), CHECK_EVERY_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

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
}
