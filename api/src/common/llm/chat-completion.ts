// One OpenAI-compatible chat-completion call, used by the weekly assistant and the report wording.

export interface ChatCompletionOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/** Posts to `<baseUrl>/chat/completions` and returns `choices[0].message.content`, trimmed. */
export async function chatCompletion(
  { baseUrl, apiKey, model, timeoutMs }: ChatCompletionOptions,
  messages: ChatMessage[],
  temperature = 0.3,
): Promise<string> {
  const response = await fetch(`${baseUrl.replace(/\/+$/, '')}/chat/completions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
    },
    body: JSON.stringify({ model, temperature, messages }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return replyText(await response.json()).trim();
}

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
