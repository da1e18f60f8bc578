import { Logger, Module } from '@nestjs/common';
import { API_CONFIG } from '../common/core.module.js';
import type { ApiConfig } from '../config/config.js';
import { ProgressDataModule } from '../progress/progress-data.module.js';
import { UsersModule } from '../users/users.module.js';
import { createNutritionAssistant } from './assistant/index.js';
import { CheckinsController } from './checkins.controller.js';
import { CheckinsRepository } from './checkins.repository.js';
import { CheckinsService, NUTRITION_ASSISTANT } from './checkins.service.js';
import { ReadingAlerts } from './reading-alerts.js';

const logger = new Logger('Asistente');

@Module({
  imports: [ProgressDataModule, UsersModule],
  controllers: [CheckinsController],
  providers: [
    CheckinsRepository,
    CheckinsService,
    ReadingAlerts,
    {
      // The rule engine, or the OpenAI-compatible API when LLM_BASE_URL is set (rules as fallback).
      provide: NUTRITION_ASSISTANT,
      inject: [API_CONFIG],
      useFactory: ({ llm }: ApiConfig) =>
        createNutritionAssistant(
          {
            LLM_BASE_URL: llm?.baseUrl,
            LLM_API_KEY: llm?.apiKey ?? undefined,
            LLM_MODEL: llm?.model ?? undefined,
          },
          (reason) => logger.warn(`Respondieron las reglas en lugar del modelo: ${reason}`),
        ),
    },
  ],
  // Mi progreso answers a low reading with the chat's own triage texts.
  exports: [ReadingAlerts],
})
export class CheckinsModule {}
