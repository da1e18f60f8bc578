import { EMOTIONS, SYSTEMS } from './assistant.js';
import { CORPUS, parseCorpusLine } from './corpus.js';
import { evaluateDetection } from './evaluate.js';

describe('corpus etiquetado', () => {
  it('tiene al menos 100 mensajes y cubre cada sistema y emoción', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(100);
    const used = new Set(CORPUS.flatMap((item) => [...item.systems, ...item.emotions]));
    for (const label of [...SYSTEMS, ...EMOTIONS]) expect(used).toContain(label);
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
});

describe('evaluateDetection', () => {
  it('calcula precisión y exhaustividad micro promediadas', () => {
    const report = evaluateDetection([
      { message: 'duermo mal', systems: ['sueño'], emotions: [] },
      { message: 'tengo sed', systems: ['sueño', 'hidratación'], emotions: [] },
      { message: 'tomo agua y duermo bien', systems: ['hidratación'], emotions: [] },
    ]);
    expect(report.systems).toEqual({ precision: 3 / 4, recall: 3 / 4 });
    expect(report.messages).toBe(3);
  });
});
