import { pieceClassifier } from './piece-classifier.js';

describe('pieceClassifier', () => {
  const chest = (text: string) => ({ text, tier: 'emergency' as const, category: 'chest_pain' });
  const ordinary = (text: string) => ({ text, tier: 'none' as const, category: null });
  const classifier = pieceClassifier([
    ...[
      'me aprieta el pecho y sudo frio',
      'dolor de pecho que baja al brazo',
      'presion en el pecho',
    ].flatMap((text) => [chest(text), chest(`${text} ahora`)]),
    ...[
      'que ceno hoy',
      'receta de desayuno',
      'camine media hora',
      'dormi bien esta semana',
    ].flatMap((text) => [ordinary(text), ordinary(`${text} gracias`)]),
  ]);

  it('recognises the pieces that mark a category in a wording it never saw', () => {
    expect(classifier.categoryOf('siento el pecho apretado y sudor')).toBe('chest_pain');
  });

  it('adds nothing to an ordinary message or to words it never saw', () => {
    expect(classifier.categoryOf('que ceno hoy en la noche')).toBeUndefined();
    expect(classifier.categoryOf('xyz')).toBeUndefined();
  });
});
