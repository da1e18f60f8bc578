import { Controller } from '@nestjs/common';
import {
  ENDPOINTS,
  type GlucoseSeries,
  type ImportReadingsRequest,
  type ImportReadingsResponse,
  type ProgressReading,
  type ProgressSummary,
  type SaveLabsRequest,
  type SaveLabsResponse,
  type SaveReadingRequest,
  type SaveReadingResponse,
  type UserParams,
} from '@tm/shared-contracts/contracts';
import { Endpoint } from '../common/endpoint.decorator.js';
import { ValidBody, ValidParams } from '../common/request-context.js';
import { ProgressService } from './progress.service.js';

@Controller()
export class ProgressController {
  constructor(private readonly progress: ProgressService) {}

  @Endpoint(ENDPOINTS.progressReadings)
  list(@ValidParams() { userId }: UserParams): Promise<ProgressReading[]> {
    return this.progress.list(userId);
  }

  @Endpoint(ENDPOINTS.progressSummary)
  summary(@ValidParams() { userId }: UserParams): Promise<ProgressSummary> {
    return this.progress.summary(userId);
  }

  @Endpoint(ENDPOINTS.progressReadingSave)
  save(@ValidBody() body: SaveReadingRequest): Promise<SaveReadingResponse> {
    return this.progress.save(body);
  }

  @Endpoint(ENDPOINTS.progressImport)
  import(@ValidBody() body: ImportReadingsRequest): Promise<ImportReadingsResponse> {
    return this.progress.importReadings(body);
  }

  @Endpoint(ENDPOINTS.progressGlucose)
  glucose(@ValidParams() { userId }: UserParams): Promise<GlucoseSeries> {
    return this.progress.glucose(userId);
  }

  @Endpoint(ENDPOINTS.progressLabs)
  saveLabs(@ValidBody() body: SaveLabsRequest): Promise<SaveLabsResponse> {
    return this.progress.saveLabs(body);
  }

  @Endpoint(ENDPOINTS.progressReadingDelete)
  delete(
    @ValidParams() { userId, readingId }: UserParams & { readingId: string },
  ): Promise<{ borrada: true }> {
    return this.progress.delete(userId, readingId);
  }
}
