import { Inject, Injectable } from '@nestjs/common';
import {
  LIMITS,
  type ObservationLog,
  type SaveObservationLogRequest,
} from '@tm/shared-contracts/contracts';
import { ApiError } from '../common/api-error.js';
import { CLOCK, type Clock } from '../common/clock.js';
import { ObservationLogRepository } from './observation-log.repository.js';
import { ReportsRepository } from './reports.repository.js';

@Injectable()
export class ObservationLogService {
  constructor(
    private readonly logs: ObservationLogRepository,
    private readonly reports: ReportsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async read(userId: string): Promise<ObservationLog> {
    return { userId, dias: await this.logs.find(userId), cerrado: await this.closed(userId) };
  }

  /** Editable until a report was built from all five days (then the log is what the report says). */
  async save({ userId, dias }: SaveObservationLogRequest): Promise<ObservationLog> {
    if (await this.closed(userId))
      throw new ApiError(
        409,
        'Tu informe ya se preparó con estos 5 días; el registro ya no se puede cambiar.',
      );
    const sorted = [...dias].sort((a, b) => a.dia - b.dia);
    await this.logs.replace(userId, sorted, new Date(this.clock.now()));
    return { userId, dias: sorted, cerrado: false };
  }

  private async closed(userId: string): Promise<boolean> {
    const report = await this.reports.latest(userId, 1);
    return (report?.content.diasObservados ?? 0) >= LIMITS.observationDays;
  }
}
