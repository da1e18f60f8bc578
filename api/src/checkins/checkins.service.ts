import { Injectable } from '@nestjs/common';
import type { WeeklyCheckin, WeeklyCheckinRequest } from '@tm/shared-contracts';
import { notYetAvailable } from '../common/api-error.js';
import { CheckinsRepository, type CheckinRow } from './checkins.repository.js';

const toCheckin = (row: CheckinRow): WeeklyCheckin => ({
  id: row.id,
  inputText: row.inputText,
  responseText: row.responseText,
  createdAt: row.createdAt.toISOString(),
  systemsDetected: row.systemsDetected,
  emotionTags: row.emotionTags,
});

@Injectable()
export class CheckinsService {
  constructor(private readonly checkins: CheckinsRepository) {}

  async history(userId: string): Promise<WeeklyCheckin[]> {
    return (await this.checkins.listByUser(userId)).map(toCheckin);
  }

  /** The assistant's answers arrive with the weekly chat issue. */
  async answer(_request: WeeklyCheckinRequest): Promise<WeeklyCheckin> {
    throw notYetAvailable();
  }
}
