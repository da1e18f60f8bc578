import { emergencyContactsFor } from '@tm/shared-contracts/clinical';
import {
  completion,
  type LlmCall,
  type Reply,
  startFakeLlm,
} from '../../../test/support/fake-llm.js';
import { createNutritionAssistant, DEFAULT_LLM_MODEL } from './index.js';
import { OpenAiCompatibleAssistant } from './openai-compatible.js';
import { answerCheckin } from './answer-checkin.js';
import { RuleEngineAssistant, STEP_LABEL } from './rule-engine.js';
import { DISCLAIMER } from './safety.js';
import { safetyNet } from './triage/answers.js';
import { SECOND_OPINION_PROMPT } from './triage/second-opinion.js';

const GOOD_REPLY = `Hola, Rosa. Dormir bien te ayuda con el azúcar.\n${STEP_LABEL} acuéstate a las 10.`;

let llm: Awaited<ReturnType<typeof startFakeLlm>>;
let baseUrl: string;
let reply: Reply;
/** What the model says when asked for triage's second opinion. */
let opinion: Reply;
let received: LlmCall[];

const NO_SIGNS = JSON.stringify({ categorias: [], cita: '', otraPersona: false });
const isOpinion = (call: LlmCall) => call.body.messages[0]?.content === SECOND_OPINION_PROMPT;

beforeAll(async () => {
  llm = await startFakeLlm((call, response) => {
    received.push(call);
    (isOpinion(call) ? opinion : reply)(response);
  });
  baseUrl = llm.baseUrl;
});
afterAll(() => llm.close());

beforeEach(() => {
  received = [];
  reply = completion(GOOD_REPLY);
  opinion = completion(NO_SIGNS);
});

const input = { message: 'me cuesta dormir y estoy harta', person: { nombre: 'Rosa' } };

function assistantWithLog(timeoutMs: number) {
  const reasons: string[] = [];
  const assistant = new OpenAiCompatibleAssistant({
    baseUrl,
    apiKey: 'clave-de-prueba',
    model: 'modelo-de-prueba',
    timeoutMs,
    onFallback: (reason) => reasons.push(reason),
  });
  return { assistant, reasons };
}

describe('OpenAiCompatibleAssistant', () => {
  it('usa la respuesta del modelo, con el aviso educativo y la detección de las reglas', async () => {
    const { assistant, reasons } = assistantWithLog(2000);
    const answer = await assistant.answer(input);
    expect(answer.responseText).toBe(`${GOOD_REPLY}\n\n${DISCLAIMER}`);
    expect(answer.systemsDetected).toEqual(['sueño']);
    expect(answer.emotionTags).toEqual(['frustración']);
    expect(reasons).toEqual([]);

    const [request] = received;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer clave-de-prueba');
    expect(request?.body).toMatchObject({
      model: 'modelo-de-prueba',
      messages: [
        { role: 'system', content: expect.stringContaining('Nunca indiques empezar, dejar') },
        { role: 'user', content: expect.stringContaining('Nombre: Rosa') },
      ],
    });
  });

  const rulesAnswer = () => new RuleEngineAssistant().answer(input);

  // Every row has three items: Jest takes a missing one for a `done` callback.
  const slow: Reply = (response) => {
    setTimeout(() => completion(GOOD_REPLY)(response), 1500).unref();
  };
  it.each<[string, Reply, number]>([
    ['un error HTTP', (response) => response.writeHead(500).end('caído'), 2000],
    ['un JSON inválido', (response) => response.writeHead(200).end('{no es json'), 2000],
    ['una respuesta sin texto', (response) => response.writeHead(200).end('{"choices":[]}'), 2000],
    ['una respuesta sin paso semanal', completion('Hola, Rosa. Duerme más.'), 2000],
    [
      'una instrucción sobre medicamentos',
      completion(`Deja la metformina.\n${STEP_LABEL} x`),
      2000,
    ],
    ['una respuesta lenta', slow, 200],
  ])('vuelve a las reglas ante %s', async (_case, failingReply, timeoutMs) => {
    reply = failingReply;
    const { assistant, reasons } = assistantWithLog(timeoutMs);
    expect(await assistant.answer(input)).toEqual(await rulesAnswer());
    expect(reasons).toHaveLength(1);
  });

  it('vuelve a las reglas si no hay servidor', async () => {
    const assistant = new OpenAiCompatibleAssistant({ baseUrl: 'http://127.0.0.1:9', model: 'm' });
    expect(await assistant.answer(input)).toEqual(await rulesAnswer());
  });

  it('no manda al modelo las emergencias: el triaje de las reglas responde y nada lo reemplaza', async () => {
    const { assistant } = assistantWithLog(2000);
    const urgent = { message: 'me duele el pecho', person: { nombre: 'Rosa', pais: 'México' } };
    const answer = await answerCheckin(assistant, urgent);
    expect(answer.triage.tier).toBe('emergency');
    expect(answer.responseText).toMatch(/^Esto puede ser una emergencia: llama ahora al 911\./);
    expect(answer.alert?.calls).toEqual([{ label: 'Emergencias', number: '911' }]);
    expect(received).toEqual([]);
  });
});

describe('la segunda opinión del modelo en el triaje', () => {
  // The rules read this as an ordinary message (triage.test.ts keeps them honest on their own).
  const unseen = {
    message: 'desde la cena mi marido anda como ido, no me contesta bien',
    person: { nombre: 'Rosa', pais: 'México' },
  };
  const says = (categorias: string[], cita: string, otraPersona = true) =>
    completion(JSON.stringify({ categorias, cita, otraPersona }));

  it('eleva a emergencia lo que solo el modelo reconoce: la acción primero, sin coaching', async () => {
    opinion = says(['stroke'], 'anda como ido, no me contesta bien');
    const { assistant, reasons } = assistantWithLog(2000);
    const answer = await answerCheckin(assistant, unseen);
    expect(answer.triage).toMatchObject({
      tier: 'emergency',
      categories: ['stroke'],
      aboutSomeoneElse: true,
    });
    expect(answer.responseText).toMatch(/^Esto puede ser una emergencia: llama ahora al 911\./);
    expect(answer.responseText).not.toContain(STEP_LABEL);
    expect(answer.alert).toMatchObject({ tier: 'emergency', calls: [{ number: '911' }] });
    expect(reasons).toEqual([]);
    const [asked] = received.filter(isOpinion);
    expect(asked?.body).toMatchObject({
      temperature: 0,
      messages: [{ role: 'system' }, { role: 'user', content: unseen.message }],
    });
  });

  it.each<[string, Reply, number, string]>([
    ['una señal sin cita del mensaje', says(['stroke'], 'tiene la cara torcida'), 1, 'none'],
    ['un JSON que no es el pedido', completion('Llama al 911 ya.'), 1, 'none'],
    ['un error HTTP', (response) => response.writeHead(500).end('caído'), 1, 'none'],
    ['ninguna señal', completion(NO_SIGNS), 0, 'none'],
    // Raised one tier: told to see the doctor soon, and the coaching still follows.
    ['un episodio ya pasado', says(['past_episode'], 'desde la cena'), 0, 'review_soon'],
  ])('con %s, responde el coaching', async (_case, said, logged, tier) => {
    opinion = said;
    const { assistant, reasons } = assistantWithLog(2000);
    const answer = await answerCheckin(assistant, unseen);
    expect(answer.triage.tier).toBe(tier);
    expect(answer.responseText).toContain(STEP_LABEL);
    expect(reasons).toHaveLength(logged);
  });

  it('nunca baja el nivel: un "sin señal" del modelo deja la cita del mismo día, sin coaching', async () => {
    const { assistant } = assistantWithLog(2000);
    const foot = await answerCheckin(assistant, {
      message: 'tengo una herida en el pie que no cierra y ya sale pus',
      person: { nombre: 'Rosa', pais: 'México' },
    });
    expect(foot.triage.tier).toBe('same_day');
    expect(received.filter(isOpinion)).toHaveLength(1);
    expect(received.filter((c) => !isOpinion(c))).toEqual([]); // no coaching for same day
  });
});

describe('answerCheckin con el modelo y la tendencia de Mi progreso', () => {
  const glucoseTrend = 'tu promedio en ayunas bajó de 142 a 128 mg/dL en 3 semanas';
  const cited = `En tus mediciones de Mi progreso, ${glucoseTrend}.`;
  const person = { nombre: 'Rosa', pais: 'México', glucoseTrend };

  it('la cita aunque el modelo la omita, antes del paso semanal y una sola vez', async () => {
    const { assistant, reasons } = assistantWithLog(10_000);
    const answer = await answerCheckin(assistant, { message: 'duermo mal', person });
    expect(reasons).toEqual([]);
    expect(answer.responseText.split('\n\n')).toEqual([
      'Hola, Rosa. Dormir bien te ayuda con el azúcar.',
      cited,
      `${STEP_LABEL} acuéstate a las 10.`,
      safetyNet(emergencyContactsFor('México')),
      DISCLAIMER,
    ]);

    reply = completion(
      `Hola, Rosa. Tu promedio en ayunas bajó de 142 a 128 mg/dL en 3 semanas.\n${STEP_LABEL} camina.`,
    );
    const already = await answerCheckin(assistant, { message: 'duermo mal', person });
    expect(already.responseText).not.toContain(cited);
    expect(already.responseText.toLowerCase().split(glucoseTrend.toLowerCase())).toHaveLength(2);
  });

  it('va después de una respuesta de triaje que aconseja revisar, y nunca con una emergencia', async () => {
    const { assistant } = assistantWithLog(10_000);
    const soon = await answerCheckin(assistant, {
      message: 'me estan dando bajones seguido, ya van 4 esta semana',
      person,
    });
    expect(soon.triage.tier).toBe('review_soon');
    const text = soon.responseText;
    expect(text.startsWith(soon.alert!.text)).toBe(true);
    expect(text.indexOf(cited)).toBeGreaterThan(soon.alert!.text.length);
    expect(text.indexOf(cited)).toBeLessThan(text.indexOf(STEP_LABEL));

    const emergency = await answerCheckin(assistant, { message: 'me duele el pecho', person });
    expect(emergency.triage.tier).toBe('emergency');
    expect(emergency.responseText).not.toContain('Mi progreso');
    expect(emergency.responseText).not.toContain(glucoseTrend);
  });
});

describe('createNutritionAssistant', () => {
  it('usa las reglas sin LLM_BASE_URL y el modelo compatible con ella', async () => {
    expect(createNutritionAssistant({})).toBeInstanceOf(RuleEngineAssistant);
    expect(createNutritionAssistant({ LLM_BASE_URL: ' ' })).toBeInstanceOf(RuleEngineAssistant);
    const assistant = createNutritionAssistant({ LLM_BASE_URL: baseUrl });
    expect(assistant).toBeInstanceOf(OpenAiCompatibleAssistant);
    await assistant.answer(input);
    expect(received[0]?.body).toMatchObject({ model: DEFAULT_LLM_MODEL });
    expect(received[0]?.headers.authorization).toBeUndefined();
  });
});
