import { Injectable } from '@nestjs/common';
import type { GenerateReportRequest, GenerateReportResponse } from '@tm/shared-contracts';
import { notYetAvailable } from '../common/api-error.js';

@Injectable()
export class ReportsService {
  /** Report content arrives with the initial-report issue; until then no fake report is stored. */
  async generate(_request: GenerateReportRequest): Promise<GenerateReportResponse> {
    throw notYetAvailable();
  }
}
