import { Inject, Injectable } from '@nestjs/common';
import { createTrialId, TRIAL_ID_PATTERN } from '@tm/shared-contracts/contracts';
import { ApiError } from '../common/api-error.js';
import { CLOCK, type Clock } from '../common/clock.js';
import type { Identity } from '../common/request-context.js';
import { UsersRepository } from '../users/users.repository.js';
import { SessionsService } from './sessions.service.js';

/**
 * The only way a user id becomes someone's: the server creates it, or a locally created trial id
 * is claimed the first time the API sees it. A claimed id stays with the session that claimed it.
 */
@Injectable()
export class ClaimService {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Returns the user id the caller may act as, creating and claiming it when needed. */
  async claim(identity: Identity, requestedId: string | undefined): Promise<string> {
    if (requestedId === undefined)
      return this.createAndClaim(identity, createTrialId(this.clock.now()));
    if (identity.session?.userId === requestedId) return requestedId;
    if (await this.users.findById(requestedId)) {
      throw new ApiError(identity.session ? 403 : 401);
    }
    if (!TRIAL_ID_PATTERN.test(requestedId)) {
      throw new ApiError(
        400,
        'El campo «userId» no es un identificador de prueba válido (trial_<fecha>_<6 caracteres>).',
      );
    }
    return this.createAndClaim(identity, requestedId);
  }

  private async createAndClaim(identity: Identity, userId: string): Promise<string> {
    if (!(await this.users.insertIfAbsent(userId))) {
      throw new ApiError(
        409,
        'Este identificador de prueba ya está en uso. Recarga la página para empezar de nuevo.',
      );
    }
    identity.grant(await this.sessions.start(userId, identity.deviceLabel));
    return userId;
  }
}
