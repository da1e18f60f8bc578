import { Inject, Injectable } from '@nestjs/common';
import {
  DAY_MS,
  type Profile,
  type RestoreState,
  TRIAL,
  subscriptionStatusSchema,
  type ProgrammeEmails,
  type ProgrammeEmailsRequest,
  type SubscriptionStatus,
  type UserRecord,
} from '@tm/shared-contracts/contracts';
import { CLOCK, type Clock } from '../common/clock.js';
import { ApiError } from '../common/api-error.js';
import { UsersRepository, type UserRow, type UserTrial } from './users.repository.js';

/** Until when a cancelled or unpaid subscription still gives access (end of the paid period). */
export const paidUntilOfUser = (user: UserTrial): number | null =>
  user.currentPeriodEnd?.getTime() ?? null;

const USER_GONE = 'No encontramos este usuario.';

// Built once: a zod schema costs more to build than to run, and this runs on every status read.
const storedStatusSchema = subscriptionStatusSchema.catch('unknown');

/** Stored statuses outside the contract's list read as 'unknown'. */
export const subscriptionStatusOf = (
  user: Pick<UserRow, 'subscriptionStatus'>,
): SubscriptionStatus => storedStatusSchema.parse(user.subscriptionStatus);

@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** An owned user may still vanish (account deletion): that is a 404, not a crash. */
  async get(userId: string): Promise<UserRow> {
    const user = await this.users.findById(userId);
    if (!user) throw new ApiError(404, USER_GONE);
    return user;
  }

  /** The trial status's columns only (see `UserTrial`); the same 404 as `get`. */
  async trial(userId: string): Promise<UserTrial> {
    const user = await this.users.findTrial(userId);
    if (!user) throw new ApiError(404, USER_GONE);
    return user;
  }

  async record(userId: string): Promise<UserRecord> {
    const user = await this.get(userId);
    return {
      subscriptionStatus: subscriptionStatusOf(user),
      subscribedAt: user.subscribedAt?.getTime() ?? null,
      currentPeriodEnd: user.currentPeriodEnd?.getTime() ?? null,
      canceledAt: user.canceledAt?.getTime() ?? null,
      programmeEmails: user.programmeEmails,
    };
  }

  /** /perfil: who the account is, and the dates of its plan. */
  async profile(userId: string): Promise<Profile> {
    const user = await this.get(userId);
    const status = subscriptionStatusOf(user);
    const periodEnd = user.currentPeriodEnd?.getTime() ?? null;
    return {
      name: user.name,
      email: user.email,
      trialEndsAt: user.trialStart ? user.trialStart.getTime() + TRIAL.days * DAY_MS : null,
      subscriptionStatus: status,
      nextChargeAt: status === 'active' ? periodEnd : null,
      accessUntil: status === 'canceled' || status === 'cancelled' ? periodEnd : null,
    };
  }

  /** What a browser stores about the person, from the server's state (a sign-in on a device). */
  async restoreState(userId: string): Promise<RestoreState> {
    const user = await this.get(userId);
    return {
      userId,
      email: user.email,
      trialStart: user.trialStart?.getTime() ?? null,
      ...(await this.users.progressOf(userId)),
      subscribedAt: user.subscribedAt?.getTime() ?? null,
    };
  }

  async setProgrammeEmails({ userId, enabled }: ProgrammeEmailsRequest): Promise<ProgrammeEmails> {
    await this.get(userId);
    await this.users.setProgrammeEmails(userId, enabled, new Date(this.clock.now()));
    return { programmeEmails: enabled };
  }
}
