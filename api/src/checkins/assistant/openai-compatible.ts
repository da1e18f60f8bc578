// An OpenAI-compatible chat API (when LLM_BASE_URL is set) that words the answer. The rules keep
// the last say: they detect systems, feelings and red flags, answer red flags themselves, and
// replace any reply that is late, broken, off-format or tells someone to change a medication.
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
    if (ruleAnswer.redFlags.length > 0) return ruleAnswer;
    try {
      const reply = await this.complete(input, ruleAnswer);
      const problem = this.problemWith(reply);
      if (problem) return this.fallBack(ruleAnswer, problem);
      return { ...ruleAnswer, responseText: `${reply}\n\n${DISCLAIMER}` };
    } catch (error) {
      return this.fallBack(ruleAnswer, error instanceof Error ? error.message : String(error));
    }
  }

  private async complete(input: AssistantInput, ruleAnswer: AssistantAnswer): Promise<string> {
    const { baseUrl, apiKey, model, timeoutMs = DEFAULT_TIMEOUT_MS } = this.options;
    const response = await fetch(`${baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
      },
      body: JSON.stringify({
        model,
        temperature: 0.3,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: userPrompt(input, ruleAnswer) },
        ],
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return replyText(await response.json()).trim();
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

/** `choices[0].message.content` of a chat completion, checked step by step. */
function replyText(body: unknown): string {
  const choices = isRecord(body) ? body.choices : undefined;
  const first: unknown = Array.isArray(choices) ? choices[0] : undefined;
  const message = isRecord(first) ? first.message : undefined;
  const content = isRecord(message) ? message.content : undefined;
  if (typeof content !== 'string') throw new Error('respuesta sin texto');
  return content;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
