import { answerCheckin } from './answer-checkin.js';
import { RuleEngineAssistant } from './rule-engine.js';
import { DISCLAIMER } from './safety.js';

const answer = (message: string, pais: string) =>
  answerCheckin(new RuleEngineAssistant(), { message, person: { nombre: 'Rosa', pais } });

describe('answerCheckin: the safety net', () => {
  it('ends an ordinary answer with how to get help now, before the disclaimer', async () => {
    const { responseText } = await answer('¿qué ceno hoy? tengo pollo y verduras', 'México');
    expect(responseText).toContain(
      'no esperes a escribir aquí: llama al 911 o a la Línea de la Vida (800 911 2000).\n\n' +
        DISCLAIMER,
    );
    expect(responseText.endsWith(DISCLAIMER)).toBe(true);
  });

  it("names the person's country's numbers", async () => {
    const { responseText } = await answer('¿cuánta fruta puedo comer al día?', 'España');
    expect(responseText).toMatch(/llama al 112 o a .*\(024\)/);
  });

  it('is never added after an emergency answer', async () => {
    const { responseText } = await answer('me duele el pecho y se me va al brazo', 'México');
    expect(responseText.startsWith('Esto puede ser una emergencia: llama ahora al 911.')).toBe(
      true,
    );
    expect(responseText).not.toContain('no esperes a escribir aquí');
  });
});
