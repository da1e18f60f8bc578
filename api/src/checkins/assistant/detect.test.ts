import { detect, detectEmotions, detectSystems } from './detect.js';
import { glucoseReadings } from './triage/readings.js';
import { normalise } from '@tm/shared-contracts/clinical';

describe('detección de sistemas y emociones', () => {
  it.each([
    ['me cuesta dormir', ['sueño'], []],
    ['ando con mucha sed', ['hidratación'], []],
    ['estoy harta', [], ['frustración']],
    ['me hincho después de comer', ['digestión'], []],
    ['no puedo más', [], ['frustración']],
    ['tengo antojos de dulce', ['azúcar'], []],
    ['me levanto cansada', ['sueño', 'energía'], ['cansancio']],
    ['glucosa en 180', ['azúcar'], []],
  ])('entiende "%s"', (message, systems, emotions) => {
    expect(detectSystems(message).sort()).toEqual([...systems].sort());
    expect(detectEmotions(message)).toEqual(emotions);
  });

  it('ignora acentos, mayúsculas, letras repetidas y faltas de ortografía comunes', () => {
    expect(detectSystems('ME CUESTA DORMÍR')).toEqual(['sueño']);
    expect(detectSystems('estoy inchada')).toEqual(['digestión']);
    expect(detectSystems('mi glusosa y el asucar')).toEqual(['azúcar']);
    expect(detectEmotions('estoy cansadaaaa')).toEqual(['cansancio']);
    expect(detectEmotions('me siento frustada')).toEqual(['frustración']);
    expect(detectEmotions('tengo mucha ansieda')).toEqual(['ansiedad']);
  });

  it('no confunde palabras reales parecidas', () => {
    expect(detectEmotions('estoy casada hace 30 años')).toEqual([]);
    expect(detectSystems('me suena bien el plan')).toEqual([]);
    expect(detectSystems('como aguacate en el desayuno')).toEqual([]);
  });

  it('respeta la negación en las emociones', () => {
    expect(detectEmotions('no me siento motivada')).toEqual([]);
    expect(detectEmotions('comí pastel sin culpa')).toEqual([]);
    expect(detectEmotions('no tengo miedo')).toEqual([]);
    expect(detectEmotions('no duermo y estoy cansada')).toEqual(['cansancio']);
  });

  it('ordena los sistemas según aparecen en el mensaje', () => {
    expect(detectSystems('tomo poca agua y duermo mal, y el estrés me come')).toEqual([
      'hidratación',
      'sueño',
      'estrés',
    ]);
  });
});

describe('lecturas de glucosa', () => {
  const readings = (message: string): (number | null)[] =>
    glucoseReadings(normalise(message).words).map((r) =>
      r.mgdl === null ? null : Math.round(r.mgdl),
    );

  it('lee números junto a palabras de glucosa, antes o después', () => {
    expect(readings('glucosa en 180')).toEqual([180]);
    expect(readings('me salió 250 de azúcar')).toEqual([250]);
    expect(readings('el sensor marca 48')).toEqual([48]);
    expect(readings('me medí y tenía 65')).toEqual([65]);
    expect(readings('mi glucosa en 110 mg/dl')).toEqual([110]);
    expect(readings('glucosa de 3.5 mmol')).toEqual([63]);
  });

  it('deja fuera edades, minutos, dosis, A1C, fechas y otras medidas', () => {
    expect(readings('tengo 68 años y mi azúcar bien')).toEqual([]);
    expect(readings('caminé 30 minutos y medí la glucosa')).toEqual([]);
    expect(readings('tomo 850 mg de metformina y el azúcar bien')).toEqual([]);
    expect(readings('glucosa bien, hemoglobina glicosilada 48 mmol/mol')).toEqual([]);
    expect(readings('el 15 de marzo medí mi glucosa')).toEqual([]);
    expect(readings('me medí la presión: 60')).toEqual([]);
  });
});

describe('medicamentos y carbohidratos', () => {
  it('reconoce medicamentos, pero no el diagnóstico de resistencia a la insulina', () => {
    expect(detect('uso insulina en la noche').mentionsMedication).toBe(true);
    expect(detect('tomo metformina').mentionsMedication).toBe(true);
    expect(detect('tengo resistencia a la insulina').mentionsMedication).toBe(false);
  });

  it('reconoce cuando quiere recortar carbohidratos', () => {
    expect(detect('quiero dejar las harinas').cutsCarbohydrates).toBe(true);
    expect(detect('estoy haciendo keto').cutsCarbohydrates).toBe(true);
    expect(detect('como arroz integral').cutsCarbohydrates).toBe(false);
  });
});
