// Entry point for the check-in service: pick the assistant from the environment.
import type { NutritionAssistant } from './assistant.js';
import { OpenAiCompatibleAssistant } from './openai-compatible.js';
import { RuleEngineAssistant } from './rule-engine.js';

export type {
  AssistantAnswer,
  AssistantInput,
  BodySystem,
  Emotion,
  NutritionAssistant,
  PersonContext,
} from './assistant.js';
export { CORPUS } from './corpus.js';
export { evaluateDetection } from './evaluate.js';
export { detect, type Detection } from './detect.js';

export interface AssistantEnvironment {
  LLM_BASE_URL?: string;
  LLM_API_KEY?: string;
  LLM_MODEL?: string;
}

/** Used when LLM_BASE_URL is set without LLM_MODEL. */
export const DEFAULT_LLM_MODEL = 'gpt-4o-mini';

/** The rule engine, unless LLM_BASE_URL points at an OpenAI-compatible API. */
export function createNutritionAssistant(
  env: AssistantEnvironment,
  onFallback?: (reason: string) => void,
): NutritionAssistant {
  const baseUrl = env.LLM_BASE_URL?.trim();
  if (!baseUrl) return new RuleEngineAssistant();
  return new OpenAiCompatibleAssistant({
    baseUrl,
    apiKey: env.LLM_API_KEY?.trim() || undefined,
    model: env.LLM_MODEL?.trim() || DEFAULT_LLM_MODEL,
    onFallback,
  });
}
