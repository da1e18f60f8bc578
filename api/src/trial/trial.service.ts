import { Inject, Injectable } from '@nestjs/common';
import {
  computeTrialStatus,
  type TrialStartResponse,
  type TrialStatus,
} from '@tm/shared-contracts/contracts';
import { CLOCK, type Clock } from '../common/clock.js';
import type { Identity } from '../common/request-context.js';
import { ClaimService } from '../identity/claim.service.js';
import { UsersRepository } from '../users/users.repository.js';
import { paidUntilOfUser, subscriptionStatusOf, UsersService } from '../users/users.service.js';

@Injectable()
export class TrialService {
  constructor(
    private readonly users: UsersService,
    private readonly repository: UsersRepository,
    private readonly claims: ClaimService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async status(userId: string): Promise<TrialStatus> {
    const user = await this.users.trial(userId);
    const subscriptionStatus = subscriptionStatusOf(user);
    return computeTrialStatus({
      trialStart: user.trialStart?.getTime() ?? null,
      subscriptionStatus,
      now: this.clock.now(),
      paidUntil: subscriptionStatus === 'active' ? null : paidUntilOfUser(user),
    });
  }

  /** The trial welcome button: claims the id and starts the trial once; later calls change nothing. */
  async start(identity: Identity, requestedId: string): Promise<TrialStartResponse> {
    const userId = await this.claims.claim(identity, requestedId);
    const trialStart = await this.repository.startTrialIfAbsent(userId, new Date(this.clock.now()));
    return { userId, trialStart: trialStart.getTime() };
  }
}
