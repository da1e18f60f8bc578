import { Injectable } from '@nestjs/common';
import type { ProgrammeCautions } from '@tm/shared-contracts/contracts';
import { cautionFlagsOf, extractClinicalFacts } from '@tm/shared-contracts/clinical';
import { IntakeRepository } from '../intake/intake.repository.js';

/**
 * The lesson cautions that apply to the person, derived here from her intake by the clinical
 * facts layer: the browser gets the flags, never the health text they come from.
 */
@Injectable()
export class CautionsService {
  constructor(private readonly intake: IntakeRepository) {}

  async of(userId: string): Promise<ProgrammeCautions> {
    const intake = await this.intake.findFields(userId);
    return { cautions: intake ? cautionFlagsOf(extractClinicalFacts({ intake })) : [] };
  }
}
