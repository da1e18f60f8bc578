import { Controller } from '@nestjs/common';
import {
  ENDPOINTS,
  type GenerateReportRequest,
  type GenerateReportResponse,
} from '@tm/shared-contracts';
import { Endpoint } from '../common/endpoint.decorator.js';
import { ValidBody } from '../common/request-context.js';
import { ReportsService } from './reports.service.js';

@Controller()
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Endpoint(ENDPOINTS.generateReport)
  generate(@ValidBody() body: GenerateReportRequest): Promise<GenerateReportResponse> {
    return this.reports.generate(body);
  }
}
