import { Inject, Injectable } from '@nestjs/common';
import {
  calendarDate,
  DAY_MS,
  LIMITS,
  refuseNewDays,
  type ObservationLog,
  type SaveObservationLogRequest,
} from '@tm/shared-contracts/contracts';
import { ApiError } from '../common/api-error.js';
import { CLOCK, type Clock } from '../common/clock.js';
import { UsersRepository } from '../users/users.repository.js';
import { ObservationLogRepository } from './observation-log.repository.js';
import { ReportsRepository } from './reports.repository.js';

@Injectable()
export class ObservationLogService {
  constructor(
    private readonly logs: ObservationLogRepository,
    private readonly reports: ReportsRepository,
    private readonly users: UsersRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async read(userId: string): Promise<ObservationLog> {
    return {
      userId,
      dias: await this.logs.find(userId),
      cerrado: await this.closed(userId),
      inicio: await this.start(userId),
    };
  }

  /**
   * Adds or corrects days until a report was built from all five (then the log is what the report
   * says). Five real days: one entry per calendar day in the person's zone, none still to come, a
   * new one at most two days late and not before she began (shared rule, `refuseNewDays`).
   */
  async save({
    userId,
    zonaHoraria,
    dias,
    claveEnvio,
  }: SaveObservationLogRequest): Promise<ObservationLog> {
    if (await this.closed(userId))
      throw new ApiError(
        409,
        'Tu informe ya se preparó con estos 5 días; el registro ya no se puede cambiar.',
      );
    const now = this.clock.now();
    const inicio = await this.start(userId);
    const today = calendarDate(now, zonaHoraria);
    const firstDay = calendarDate(inicio ?? now, zonaHoraria);
    const sent = new Set(dias.map((day) => day.fecha));
    const kept = await this.logs.update(
      userId,
      new Date(now),
      (stored) => {
        const refusal = refuseNewDays({
          stored: stored.map((day) => day.fecha),
          sent: [...sent],
          today,
          firstDay,
        });
        if (refusal) throw new ApiError(400, refusal);
        return [...stored.filter((day) => !sent.has(day.fecha)), ...dias];
      },
      claveEnvio,
    );
    return { userId, dias: kept, cerrado: false, inicio };
  }

  /** Test clock only: as if `days` days had passed (trial start and written days move back). */
  async daysPass(userId: string, days: number): Promise<ObservationLog> {
    const now = this.clock.now();
    const inicio = (await this.start(userId)) ?? now;
    await this.users.moveTrialStart(userId, new Date(inicio - days * DAY_MS));
    await this.logs.moveBack(userId, days, new Date(now));
    return this.read(userId);
  }

  private async start(userId: string): Promise<number | null> {
    return (await this.users.findById(userId))?.trialStart?.getTime() ?? null;
  }

  private async closed(userId: string): Promise<boolean> {
    const report = await this.reports.latest(userId, 1);
    return (report?.content.diasObservados ?? 0) >= LIMITS.observationDays;
  }
}
