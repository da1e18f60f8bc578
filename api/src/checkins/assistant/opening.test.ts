import { RuleEngineAssistant } from './rule-engine.js';

const assistant = new RuleEngineAssistant();
const opening = async (message: string, enfoque?: string) =>
  (
    await assistant.answer({ message, person: { nombre: 'Carmen López', enfoque } })
  ).responseText.split('\n\n')[0]!;

describe('the opening of a coaching answer', () => {
  it('names what she wrote about and repeats her own word for food and habits', async () => {
    expect(await opening('anoche cené muy tarde otra vez')).toMatch(
      /^Hola, Carmen\. .*«cené».*tus cenas|^Hola, Carmen\. .*tus cenas.*«cené»/,
    );
    expect(await opening('no sé qué desayunar antes del trabajo')).toContain('«desayunar»');
    expect(await opening('fui a caminar tres días')).toContain('moverte');
  });

  it('names a feeling or a symptom by its topic, never in her words', async () => {
    const stress = await opening('ando muy angustiada con el trabajo');
    expect(stress).toContain('el estrés y cómo te sientes');
    expect(stress).not.toContain('angustiada');
    const digestion = await opening('sigo estreñida desde el lunes');
    expect(digestion).toContain('tu digestión');
    expect(digestion).not.toContain('«');
  });

  it('differs between messages and never reads "Recuerda tu informe inicial" first', async () => {
    const messages = [
      'anoche cené muy tarde otra vez',
      'me cuesta dormir',
      'esta semana comí mejor',
      'tengo antojos de pan dulce',
      'fuimos a una boda el sábado',
      'hola',
      'quiero tomar menos refresco',
      'mi familia no me apoya con la comida',
    ];
    const openings = await Promise.all(messages.map((m) => opening(m, 'Estos días, el plato.')));
    expect(new Set(openings).size).toBe(messages.length);
    for (const line of openings) expect(line).not.toMatch(/^Hola, Carmen\.$|Recuerda/);
  });

  it('is the same for the same message (no randomness)', async () => {
    expect(await opening('me cuesta dormir')).toBe(await opening('me cuesta dormir'));
  });

  it('words the reminder of the report in more than one way', async () => {
    const answers = await Promise.all(
      ['esta semana comí mejor', 'me fue bien', 'logré mi meta', 'semana difícil'].map(
        async (message) =>
          (await assistant.answer({ message, person: { enfoque: 'Estos días, el plato.' } }))
            .responseText,
      ),
    );
    const leads = new Set(
      answers.map((text) => /\n\n([^\n]*) Estos días, el plato\./.exec(text)?.[1]),
    );
    expect(leads.size).toBeGreaterThan(1);
    expect([...leads].every((lead) => lead?.includes('informe inicial'))).toBe(true);
  });
});
