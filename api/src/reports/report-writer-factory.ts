import { Logger } from '@nestjs/common';
import { LlmReportWriter } from './llm-report-writer.js';
import { RuleReportWriter, type ReportWriter } from './report-writer.js';

export interface ReportWriterEnvironment {
  LLM_BASE_URL?: string;
  LLM_API_KEY?: string;
  LLM_MODEL?: string;
}

/** The report waits at most this long for the model; the rules answer otherwise. */
export const REPORT_LLM_TIMEOUT_MS = 10_000;

/** The rule engine, unless LLM_BASE_URL points at an OpenAI-compatible API. */
export function reportWriterFromEnv(env: ReportWriterEnvironment): ReportWriter {
  const baseUrl = env.LLM_BASE_URL?.trim();
  if (!baseUrl) return new RuleReportWriter();
  const logger = new Logger('ReportWriter');
  return new LlmReportWriter(
    {
      baseUrl,
      apiKey: env.LLM_API_KEY?.trim() || undefined,
      model: env.LLM_MODEL?.trim() || 'gpt-4o-mini',
      timeoutMs: REPORT_LLM_TIMEOUT_MS,
    },
    (reason) => logger.warn(`Informe con las reglas: ${reason}`),
  );
}
