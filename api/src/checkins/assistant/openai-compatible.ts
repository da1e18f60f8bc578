// An OpenAI-compatible chat API (when LLM_BASE_URL is set) that words the coaching and gives the
// triage a second opinion (./triage/second-opinion.ts), which can only raise the rules' tier.
// Triage runs on the rules first and answers red flags (./answer-checkin.ts); the rules still
// replace any reply that is late, broken, off-format or gives a dose or a medication change.
import { chatCompletion } from '../../common/llm/chat-completion.js';
import type { AssistantAnswer, AssistantInput, NutritionAssistant } from './assistant.js';
import { SYSTEM_PROMPT, userPrompt } from './llm-prompt.js';
import { RuleEngineAssistant, STEP_LABEL } from './rule-engine.js';
import {
  opinionFromReply,
  SECOND_OPINION_PROMPT,
  type SecondOpinion,
} from './triage/second-opinion.js';
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

  /** Any failure (late, broken, not grounded in the message) is no opinion: the rules stand. */
  async secondOpinion(message: string): Promise<SecondOpinion | null> {
    try {
      const reply = await chatCompletion(
        this.connection(),
        [
          { role: 'system', content: SECOND_OPINION_PROMPT },
          { role: 'user', content: message },
        ],
        0,
      );
      const { opinion, problem } = opinionFromReply(reply, message);
      if (problem) this.options.onFallback?.(problem);
      return opinion;
    } catch (error) {
      this.options.onFallback?.(
        `segunda opinión: ${error instanceof Error ? error.message : String(error)}`,
      );
      return null;
    }
  }

  private connection() {
    const { timeoutMs = DEFAULT_TIMEOUT_MS, baseUrl, apiKey, model } = this.options;
    return { baseUrl, apiKey, model, timeoutMs };
  }

  private complete(input: AssistantInput, ruleAnswer: AssistantAnswer): Promise<string> {
    return chatCompletion(this.connection(), [
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
