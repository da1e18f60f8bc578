// An OpenAI-compatible chat API (when LLM_BASE_URL is set) that words the coaching. Triage has
// already run on the rules and answered red flags (./answer-checkin.ts); the rules still replace
// any reply that is late, broken, off-format or gives a dose or a medication change.
import { chatCompletion } from '../../common/llm/chat-completion.js';
import type { AssistantAnswer, AssistantInput, NutritionAssistant } from './assistant.js';
import { SYSTEM_PROMPT, userPrompt } from './llm-prompt.js';
import { RuleEngineAssistant, STEP_LABEL } from './rule-engine.js';
import { DISCLAIMER, containsMedicationInstruction } from './safety.js';

export interface OpenAiCompatibleOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** A weekly chat can wait a little, not forever. */
  timeoutMs?: number;
  /** Told why the rules answered instead, for the service's log. */
  onFallback?: (reason: string) => void;
}

const DEFAULT_TIMEOUT_MS = 8000;
const MAX_REPLY_CHARS = 3000;

export class OpenAiCompatibleAssistant implements NutritionAssistant {
  private readonly rules = new RuleEngineAssistant();

  constructor(private readonly options: OpenAiCompatibleOptions) {}

  async answer(input: AssistantInput): Promise<AssistantAnswer> {
    const ruleAnswer = await this.rules.answer(input);
    try {
      const reply = await this.complete(input, ruleAnswer);
      const problem = this.problemWith(reply);
      if (problem) return this.fallBack(ruleAnswer, problem);
      return { ...ruleAnswer, responseText: `${reply}\n\n${DISCLAIMER}` };
    } catch (error) {
      return this.fallBack(ruleAnswer, error instanceof Error ? error.message : String(error));
    }
  }

  private complete(input: AssistantInput, ruleAnswer: AssistantAnswer): Promise<string> {
    const { timeoutMs = DEFAULT_TIMEOUT_MS, ...connection } = this.options;
    return chatCompletion({ ...connection, timeoutMs }, [
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: userPrompt(input, ruleAnswer) },
    ]);
  }

  private problemWith(reply: string): string | undefined {
    if (reply === '' || reply.length > MAX_REPLY_CHARS) return 'respuesta vacía o demasiado larga';
    if (reply.split(STEP_LABEL).length !== 2) return 'no trae exactamente un paso semanal';
    if (containsMedicationInstruction(reply)) return 'instrucción sobre medicamentos';
    return undefined;
  }

  private fallBack(ruleAnswer: AssistantAnswer, reason: string): AssistantAnswer {
    this.options.onFallback?.(reason);
    return ruleAnswer;
  }
}
