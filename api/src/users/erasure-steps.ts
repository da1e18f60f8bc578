import { Injectable } from '@nestjs/common';

/** Work another domain must finish before a person's rows are erased (it still sees them). */
export type ErasureStep = (userId: string) => Promise<void>;

/**
 * Other modules (billing) add their steps here, so erasure reaches data kept outside our
 * database without the users module depending on them. A step that throws stops the erasure.
 */
@Injectable()
export class ErasureSteps {
  private readonly steps: ErasureStep[] = [];

  add(step: ErasureStep): void {
    this.steps.push(step);
  }

  async run(userId: string): Promise<void> {
    for (const step of this.steps) await step(userId);
  }
}
