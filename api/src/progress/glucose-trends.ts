import { Inject, Injectable } from '@nestjs/common';
import { fastingTrend, TREND_LOOKBACK_DAYS } from '@tm/shared-contracts/contracts';
import { CLOCK, type Clock } from '../common/clock.js';
import { ProgressRepository } from './progress.repository.js';

const DAY_MS = 86_400_000;

/**
 * What Mi progreso lets the report and the weekly assistant say about the person's glucose: her
 * fasting trend, in the unit of her newest fasting reading (issue 19).
 */
@Injectable()
export class GlucoseTrends {
  constructor(
    private readonly readings: ProgressRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** "tu promedio en ayunas bajó de 142 a 128 mg/dL en 3 semanas", or undefined without enough. */
  async fasting(userId: string): Promise<string | undefined> {
    const now = this.clock.now();
    const rows = await this.readings.fasting(userId, new Date(now - TREND_LOOKBACK_DAYS * DAY_MS));
    const unit = rows.at(-1)?.originalUnit === 'mmol/L' ? 'mmol/L' : 'mg/dL';
    const readings = rows.map((r) => ({ mgdl: r.value, at: r.measuredAt.getTime() }));
    return fastingTrend(readings, { now, unit })?.texto;
  }
}
