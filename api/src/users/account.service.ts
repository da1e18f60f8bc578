import { Inject, Injectable } from '@nestjs/common';
import type { AccountDeleteResponse, AccountExport } from '@tm/shared-contracts/contracts';
import { CLOCK, type Clock } from '../common/clock.js';
import { AccountRepository } from './account.repository.js';
import { ErasureSteps } from './erasure-steps.js';

/** The person's own data: all of it out as JSON, or all of it erased. */
@Injectable()
export class AccountService {
  constructor(
    private readonly repository: AccountRepository,
    private readonly erasureSteps: ErasureSteps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async export(userId: string): Promise<AccountExport> {
    const tables = await this.repository.export(userId);
    // Dates and bigints become JSON the contract (and any reader) understands.
    const plain = JSON.parse(
      JSON.stringify(tables, (_key, value: unknown) =>
        typeof value === 'bigint' ? value.toString() : value,
      ),
    ) as AccountExport['tables'];
    return { userId, exportedAt: new Date(this.clock.now()).toISOString(), tables: plain };
  }

  async erase(userId: string): Promise<AccountDeleteResponse> {
    await this.erasureSteps.run(userId);
    return { deleted: true, rowsDeleted: await this.repository.erase(userId) };
  }
}
