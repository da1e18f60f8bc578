import { Inject, Injectable } from '@nestjs/common';
import { DAY_MS, TRIAL, type ReminderKind } from '@tm/shared-contracts/contracts';
import { CLOCK, type Clock } from '../common/clock.js';
import { HourlyJob } from '../common/hourly-job.js';
import { ModulesService } from '../modules/modules.service.js';
import { ReminderDelivery } from './reminder-delivery.js';
import { REMINDER_PRIORITY, reminderMoment } from './reminder-rules.js';
import type { DueReminder } from './reminder-texts.js';
import { type Candidate, RemindersRepository } from './reminders.repository.js';

type Due = DueReminder & { clock: Candidate };

/**
 * Every hour: what is due for whom (the log day during the 5-day observation, the weekly
 * check-in, a new module, the trial's day 5), outside her quiet hours, at most one a day, then
 * delivered. Every instance runs it; the database's unique indexes keep each reminder single
 * and the delivery claims each row once, so two instances never send one twice.
 */
@Injectable()
export class ReminderSchedule extends HourlyJob {
  constructor(
    private readonly repository: RemindersRepository,
    private readonly modules: ModulesService,
    private readonly delivery: ReminderDelivery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    super('Recordatorios');
  }

  protected async queueDue(): Promise<number> {
    const now = this.clock.now();
    const due = (await this.dueNow(now)).sort(
      (a, b) => REMINDER_PRIORITY.indexOf(a.kind) - REMINDER_PRIORITY.indexOf(b.kind),
    );
    let scheduled = 0;
    for (const { clock, ...reminder } of due) {
      const moment = reminderMoment(now, clock, reminder.kind);
      if (!moment.allowed) continue;
      if (await this.repository.add(reminder, moment.today, new Date(now))) scheduled += 1;
    }
    await this.delivery.deliverDue();
    return scheduled;
  }

  private async dueNow(now: number): Promise<Due[]> {
    const at = new Date(now);
    const due = (clock: Candidate, kind: ReminderKind, occurrence: string, payload = {}): Due => ({
      userId: clock.userId,
      kind,
      occurrence,
      payload,
      clock,
    });
    const trial = (await this.repository.trialEnding(at)).map((person) => {
      const trialEnd = person.trialStart.getTime() + TRIAL.days * DAY_MS;
      const daysLeft = Math.max(1, Math.ceil((trialEnd - now) / DAY_MS));
      return due(person, 'prueba', 'prueba', { daysLeft, trialEnd });
    });
    const logDays = (await this.repository.logDay(at)).flatMap((person) => {
      const { today } = reminderMoment(now, person, 'registro');
      return person.written.includes(today) ? [] : [due(person, 'registro', today)];
    });
    const checkins = (await this.repository.weeklyCheckin(at)).map((person) => {
      const week = Math.floor((now - person.trialStart.getTime()) / (7 * DAY_MS));
      return due(person, 'checkin', `semana-${week}`);
    });
    const modules = await this.modules.dueModuleReminders();
    const clocks = new Map(
      (await this.repository.clocksOf(modules.map((m) => m.userId))).map((c) => [c.userId, c]),
    );
    const opened = modules.flatMap(({ userId, module }) => {
      const clock = clocks.get(userId);
      return clock ? [due(clock, 'modulo', String(module), { module })] : [];
    });
    return [...trial, ...logDays, ...checkins, ...opened];
  }
}
