import { Controller } from '@nestjs/common';
import {
  ENDPOINTS,
  type GenerateReportRequest,
  type GenerateReportResponse,
  type ObservationLog,
  type SaveObservationLogRequest,
  type StoredReport,
  type UserParams,
} from '@tm/shared-contracts/contracts';
import { Endpoint } from '../common/endpoint.decorator.js';
import { ValidBody, ValidParams } from '../common/request-context.js';
import { ObservationLogService } from './observation-log.service.js';
import { ReportsService } from './reports.service.js';

@Controller()
export class ReportsController {
  constructor(
    private readonly reports: ReportsService,
    private readonly logs: ObservationLogService,
  ) {}

  @Endpoint(ENDPOINTS.generateReport)
  generate(@ValidBody() body: GenerateReportRequest): Promise<GenerateReportResponse> {
    return this.reports.generate(body);
  }

  @Endpoint(ENDPOINTS.reportRead)
  read(@ValidParams() { userId }: UserParams): Promise<StoredReport> {
    return this.reports.read(userId);
  }

  @Endpoint(ENDPOINTS.observationLogRead)
  readLog(@ValidParams() { userId }: UserParams): Promise<ObservationLog> {
    return this.logs.read(userId);
  }

  @Endpoint(ENDPOINTS.observationLogSave)
  saveLog(@ValidBody() body: SaveObservationLogRequest): Promise<ObservationLog> {
    return this.logs.save(body);
  }
}
