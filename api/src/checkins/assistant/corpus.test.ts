import { EMOTIONS, RED_FLAGS, SYSTEMS } from './assistant.js';
import { CORPUS, parseCorpusLine } from './corpus.js';
import { detect } from './detect.js';
import { evaluateDetection } from './evaluate.js';

describe('corpus etiquetado', () => {
  it('tiene al menos 120 mensajes y cubre cada sistema, emoción y señal de alarma', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(120);
    const used = new Set(
      CORPUS.flatMap((item) => [...item.systems, ...item.emotions, ...item.redFlags]),
    );
    for (const label of [...SYSTEMS, ...EMOTIONS, ...RED_FLAGS]) expect(used).toContain(label);
    expect(CORPUS.filter((item) => item.systems.length === 0).length).toBeGreaterThanOrEqual(10);
    expect(CORPUS.filter((item) => item.systems.length > 1).length).toBeGreaterThanOrEqual(10);
  });

  it('rechaza etiquetas que no existen', () => {
    expect(() => parseCorpusLine('hola | sueno | |')).toThrow('Etiqueta desconocida: sueno');
  });
});

describe('calidad de la detección sobre el corpus', () => {
  const report = evaluateDetection(CORPUS);

  it('detecta los sistemas con precisión y exhaustividad de al menos 0.9 (micro)', () => {
    expect(report.systems.precision).toBeGreaterThanOrEqual(0.9);
    expect(report.systems.recall).toBeGreaterThanOrEqual(0.9);
  });

  it('detecta las emociones con precisión y exhaustividad de al menos 0.85 (micro)', () => {
    expect(report.emotions.precision).toBeGreaterThanOrEqual(0.85);
    expect(report.emotions.recall).toBeGreaterThanOrEqual(0.85);
  });

  it.each(CORPUS.filter((item) => item.redFlags.length > 0).map((item) => [item.message, item]))(
    'escala "%s"',
    (_message, item) => {
      expect(detect(item.message).redFlags).toEqual(expect.arrayContaining(item.redFlags));
    },
  );

  it('detecta todas las señales de alarma y ninguna en los mensajes sin ellas', () => {
    expect(report.redFlagRecall).toBe(1);
    expect(report.falseAlarms).toBe(0);
  });
});

describe('evaluateDetection', () => {
  it('calcula precisión y exhaustividad micro promediadas', () => {
    const report = evaluateDetection([
      { message: 'duermo mal', systems: ['sueño'], emotions: [], redFlags: [] },
      { message: 'tengo sed', systems: ['sueño', 'hidratación'], emotions: [], redFlags: [] },
      { message: 'tomo agua y duermo bien', systems: ['hidratación'], emotions: [], redFlags: [] },
    ]);
    expect(report.systems).toEqual({ precision: 3 / 4, recall: 3 / 4 });
    expect(report.messages).toBe(3);
  });
});
