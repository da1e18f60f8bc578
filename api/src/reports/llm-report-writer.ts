// With LLM_BASE_URL set, a language model may reword the profile and the focus of the rule
// engine's report in a warmer voice. The rules keep the content: recommendations, safety notes
// (`avisos`, never sent to the model), labs, quote and disclaimer are never taken from the model,
// and any failure keeps the rules' text.
import type { InitialReport } from '@tm/shared-contracts/contracts';
import { z } from 'zod';
import { containsMedicationInstruction } from '../checkins/assistant/safety.js';
import { chatCompletion, type ChatCompletionOptions } from '../common/llm/chat-completion.js';
import { RuleReportWriter, type ReportInput, type ReportWriter } from './report-writer.js';

const rewordingSchema = z.object({
  perfil: z.array(z.string().min(1).max(400)).min(1).max(8),
  enfoque: z.string().min(1).max(600),
});

export const REPORT_SYSTEM_PROMPT =
  'Eres una educadora en nutrición funcional que escribe para personas mayores con diabetes tipo 2. ' +
  'Reescribe en español cálido y sencillo (nivel de lectura de 6.º grado) el perfil y el foco que te damos, ' +
  'sin añadir datos nuevos, sin diagnósticos y sin hablar de medicamentos ni dosis. ' +
  'Responde solo con JSON: {"perfil": ["..."], "enfoque": "..."}.';

export class LlmReportWriter implements ReportWriter {
  private readonly rules = new RuleReportWriter();

  constructor(
    private readonly options: ChatCompletionOptions,
    private readonly onFallback: (reason: string) => void = () => undefined,
  ) {}

  async write(input: ReportInput): Promise<InitialReport> {
    const report = await this.rules.write(input);
    try {
      const reply = await chatCompletion(this.options, [
        { role: 'system', content: REPORT_SYSTEM_PROMPT },
        {
          role: 'user',
          content: JSON.stringify({ perfil: report.perfil, enfoque: report.enfoque }),
        },
      ]);
      const parsed = rewordingSchema.safeParse(JSON.parse(stripFence(reply)));
      if (!parsed.success) return this.fallBack(report, 'JSON con otra forma');
      const texts = [...parsed.data.perfil, parsed.data.enfoque];
      if (texts.some(containsMedicationInstruction))
        return this.fallBack(report, 'instrucción sobre medicamentos');
      return { ...report, perfil: parsed.data.perfil, enfoque: parsed.data.enfoque, fuente: 'llm' };
    } catch (error) {
      return this.fallBack(report, error instanceof Error ? error.message : String(error));
    }
  }

  private fallBack(report: InitialReport, reason: string): InitialReport {
    this.onFallback(reason);
    return report;
  }
}

/** Models often wrap JSON in a ```json fence. */
const stripFence = (text: string) => text.replace(/^```(?:json)?\s*|\s*```$/g, '');
