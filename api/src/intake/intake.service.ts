import { Inject, Injectable } from '@nestjs/common';
import type {
  IntakeSummary,
  SaveIntakeRequest,
  SaveIntakeResponse,
} from '@tm/shared-contracts/contracts';
import { ApiError } from '../common/api-error.js';
import { CLOCK, type Clock } from '../common/clock.js';
import type { Identity } from '../common/request-context.js';
import { ClaimService } from '../identity/claim.service.js';
import { UsersRepository } from '../users/users.repository.js';
import { IntakeRepository } from './intake.repository.js';

@Injectable()
export class IntakeService {
  constructor(
    private readonly intake: IntakeRepository,
    private readonly users: UsersRepository,
    private readonly claims: ClaimService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async summary(userId: string): Promise<IntakeSummary> {
    const respuestas = await this.intake.findFields(userId);
    if (respuestas === undefined)
      throw new ApiError(404, 'Todavía no has guardado tu formulario de ingreso.');
    return { nombre: respuestas.nombre, respuestas };
  }

  /** Creates or replaces the intake; the trial starts on the first save and never moves (§4). */
  async save(
    identity: Identity,
    { userId: requestedId, ...fields }: SaveIntakeRequest,
  ): Promise<SaveIntakeResponse> {
    const userId = await this.claims.claim(identity, requestedId);
    const now = new Date(this.clock.now());
    await this.intake.upsert(userId, fields, now);
    await this.users.updateContact(userId, { name: fields.nombre, email: fields.email }, now);
    const trialStart = await this.users.startTrialIfAbsent(userId, now);
    return { userId, trialStart: trialStart.getTime() };
  }
}
