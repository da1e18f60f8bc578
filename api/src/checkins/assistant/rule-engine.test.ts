import type { PersonContext } from './assistant.js';
import { CORPUS } from './corpus.js';
import { RuleEngineAssistant, STEP_LABEL } from './rule-engine.js';
import {
  DISCLAIMER,
  LOW_CARB_ON_MEDICATION_NOTE,
  containsMedicationInstruction,
} from './safety.js';

const assistant = new RuleEngineAssistant();
const rosa: PersonContext = {
  nombre: 'Rosa María Pérez',
  patron: 'Metabólico-Digestivo',
  horasSueno: '5',
  satisfechoSueno: 'No, insatisfecho',
  frecuenciaEvacuaciones: 'Cada dos días',
  estadoAnimo: 'Ansioso',
  nivelEnergia: 3,
  medicamentos: 'Metformina',
};
const steps = (text: string): number => text.split(STEP_LABEL).length - 1;

describe.each([
  ['con datos del historial', rosa],
  ['sin datos del historial', {}],
])('respuestas a todo el corpus, %s', (_label, person: PersonContext) => {
  const answers = Promise.all(
    CORPUS.map(async (item) => ({
      item,
      answer: await assistant.answer({ message: item.message, person }),
    })),
  );

  it('nunca da una instrucción sobre medicamentos y siempre lleva el aviso educativo', async () => {
    for (const { answer } of await answers) {
      expect(containsMedicationInstruction(answer.responseText)).toBe(false);
      expect(answer.responseText).toContain(DISCLAIMER);
    }
  });

  it('saluda por el nombre cuando lo conoce', async () => {
    for (const { answer } of await answers) {
      if (person.nombre) expect(answer.responseText).toContain('Rosa');
      else expect(answer.responseText).not.toMatch(/undefined|null|\$\{/);
    }
  });

  it('da exactamente un paso para la semana', async () => {
    for (const { answer } of await answers) expect(steps(answer.responseText)).toBe(1);
  });
});

describe('RuleEngineAssistant', () => {
  it('usa el patrón, el sueño y la digestión que anotó en su historial', async () => {
    const { responseText } = await assistant.answer({
      message: 'duermo mal y ando estreñida',
      person: rosa,
    });
    expect(responseText).toContain('Hola, Rosa.');
    expect(responseText).toContain('Metabólico-Digestivo');
    expect(responseText).toContain('cuidar los picos de azúcar y cuidar tu digestión');
    expect(responseText).toContain('duermes 5 horas y que no siempre descansas bien');
    expect(responseText).toContain('vas al baño cada dos días');
  });

  it('avisa del riesgo de hipoglucemia si toma medicamentos y quiere recortar carbohidratos', async () => {
    const fromMessage = await assistant.answer({
      message: 'me pongo insulina y quiero dejar las harinas',
      person: {},
    });
    const fromIntake = await assistant.answer({ message: 'voy a hacer keto', person: rosa });
    expect(fromMessage.responseText).toContain(LOW_CARB_ON_MEDICATION_NOTE);
    expect(fromIntake.responseText).toContain(LOW_CARB_ON_MEDICATION_NOTE);
  });

  it('ante una pregunta sobre dejar un medicamento, remite a su médico', async () => {
    const { responseText } = await assistant.answer({
      message: '¿puedo dejar la metformina?',
      person: rosa,
    });
    expect(responseText).toContain('esa decisión es de tu médico o de tu farmacéutico');
  });

  it('propone un paso nuevo si el tema ya salió en semanas anteriores', async () => {
    const message = 'me cuesta dormir';
    const first = await assistant.answer({ message, person: {} });
    const again = await assistant.answer({ message, person: {}, previousSystems: ['sueño'] });
    expect(again.responseText).toContain('Ya hablamos de tu sueño antes');
    expect(again.responseText).not.toEqual(first.responseText);
  });

  it('retoma la pregunta de reflexión del módulo en curso', async () => {
    const question = '¿Qué comida de tu semana te costó más y por qué?';
    const { responseText } = await assistant.answer({
      message: 'esta semana comí mejor',
      person: { nombre: 'Rosa', moduleReflection: { number: 3, question } },
    });
    expect(responseText).toContain(`desde tu Módulo 3: ${question}`);
    const without = await assistant.answer({ message: 'esta semana comí mejor', person: {} });
    expect(without.responseText).not.toContain('desde tu Módulo');
  });

  it('responde igual a la misma entrada', async () => {
    const input = { message: 'tengo antojos y duermo poco, estoy harta', person: rosa };
    expect(await assistant.answer(input)).toEqual(await assistant.answer(input));
  });

  it('escribe frases cortas (nivel de lectura de primaria)', async () => {
    const { responseText } = await assistant.answer({
      message: 'me levanto cansada, con gases y con mucho estrés',
      person: rosa,
    });
    const sentences = responseText.split(/[.!?:]\s/).filter((s) => s.trim() !== '');
    const words = responseText.split(/\s+/).length;
    expect(words / sentences.length).toBeLessThanOrEqual(20);
  });
});
