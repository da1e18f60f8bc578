import type { ServerResponse } from 'node:http';
import { completion, type LlmCall, type Reply, startFakeLlm } from '../../test/support/fake-llm.js';
import type { IntakeFields } from '@tm/shared-contracts/contracts';
import { LlmReportWriter } from './llm-report-writer.js';
import { reportWriterFromEnv } from './report-writer-factory.js';
import { RuleReportWriter } from './report-writer.js';
import { buildInitialReport } from './rules/build-report.js';

const REWORDED = {
  perfil: ['Rosa, tienes 61 años y muchas ganas de cuidarte.'],
  enfoque: 'Esta semana, duerme un poco más.',
};

let llm: Awaited<ReturnType<typeof startFakeLlm>>;
let baseUrl: string;
let reply: Reply;
let received: LlmCall[];

beforeAll(async () => {
  llm = await startFakeLlm((call, response) => {
    received.push(call);
    reply(response);
  });
  baseUrl = llm.baseUrl;
});
afterAll(() => llm.close());
beforeEach(() => {
  received = [];
  reply = completion(JSON.stringify(REWORDED));
});

const intake: IntakeFields = {
  nombre: 'Rosa',
  email: 'rosa@example.com',
  edad: 61,
  horasSueno: '5',
  sistemaHormonal: 'insulina',
};
const input = { intake, days: [] };
const rules = buildInitialReport(intake, []);

function writer(timeoutMs = 2000) {
  const reasons: string[] = [];
  const w = new LlmReportWriter(
    { baseUrl, apiKey: 'clave-de-prueba', model: 'modelo-de-prueba', timeoutMs },
    (reason) => reasons.push(reason),
  );
  return { w, reasons };
}

describe('LlmReportWriter against a local OpenAI-compatible server', () => {
  it('uses the reworded profile and focus, keeps the rules for everything else', async () => {
    const { w, reasons } = writer();
    const report = await w.write(input);
    expect(report.perfil).toEqual(REWORDED.perfil);
    expect(report.enfoque).toBe(REWORDED.enfoque);
    expect(report.fuente).toBe('llm');
    expect(report.recomendaciones).toEqual(rules.recomendaciones);
    expect(report.precauciones).toEqual(rules.precauciones);
    expect(report.aviso).toBe(rules.aviso);
    expect(reasons).toEqual([]);
    expect(received[0]!.path).toBe('/v1/chat/completions');
    expect(received[0]!.headers.authorization).toBe('Bearer clave-de-prueba');
    expect(received[0]!.body.messages[1]!.content).toContain(rules.enfoque);
  });

  it('never drops or changes the safety notes, even when the model sends its own', async () => {
    reply = completion(JSON.stringify({ ...REWORDED, avisos: [], precauciones: ['nada'] }));
    const report = await writer().w.write(input);
    expect(report.fuente).toBe('llm');
    expect(rules.avisos.map((a) => a.id)).toContain('hipoglucemia-medicamentos');
    expect(report.avisos).toEqual(rules.avisos);
    expect(report.precauciones).toEqual(rules.precauciones);
    expect(received[0]!.body.messages[1]!.content).not.toContain(rules.avisos[0]!.texto);
  });

  it('accepts JSON wrapped in a code fence', async () => {
    reply = completion('```json\n' + JSON.stringify(REWORDED) + '\n```');
    expect((await writer().w.write(input)).fuente).toBe('llm');
  });

  it.each([
    ['an HTTP error', (r: ServerResponse) => r.writeHead(500).end('boom'), /HTTP 500/],
    ['a reply that is not JSON', completion('Hola Rosa, aquí va tu informe.'), /JSON/],
    ['JSON of another shape', completion('{"texto": "hola"}'), /otra forma/],
    [
      'a chat answer without text',
      (r: ServerResponse) =>
        r.writeHead(200, { 'content-type': 'application/json' }).end('{"choices": []}'),
      /sin texto/,
    ],
    [
      'a medication instruction',
      completion(
        JSON.stringify({ perfil: ['Rosa'], enfoque: 'Deja de tomar la insulina esta semana.' }),
      ),
      /medicamentos/,
    ],
  ])('falls back to the rules on %s', async (_name, bad, reason) => {
    reply = bad;
    const { w, reasons } = writer();
    expect(await w.write(input)).toEqual(rules);
    expect(reasons).toEqual([expect.stringMatching(reason)]);
  });

  it('falls back to the rules when the server does not answer in time', async () => {
    reply = () => undefined; // never answers
    const { w, reasons } = writer(200);
    expect(await w.write(input)).toEqual(rules);
    expect(reasons).toHaveLength(1);
  });

  it('falls back when nothing listens at the URL', async () => {
    const reasons: string[] = [];
    const w = new LlmReportWriter(
      { baseUrl: 'http://127.0.0.1:9/v1', model: 'm', timeoutMs: 2000 },
      (reason) => reasons.push(reason),
    );
    expect(await w.write(input)).toEqual(rules);
    expect(reasons).toHaveLength(1);
  });
});

describe('reportWriterFromEnv', () => {
  it('is the rule engine without LLM_BASE_URL, the model writer with it', () => {
    expect(reportWriterFromEnv({})).toBeInstanceOf(RuleReportWriter);
    expect(reportWriterFromEnv({ LLM_BASE_URL: '  ' })).toBeInstanceOf(RuleReportWriter);
    expect(reportWriterFromEnv({ LLM_BASE_URL: baseUrl })).toBeInstanceOf(LlmReportWriter);
  });
});
