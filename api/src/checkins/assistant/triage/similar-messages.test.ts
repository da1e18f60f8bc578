import { pieces } from './message-pieces.js';
import { similarMessages } from './similar-messages.js';

describe('similarMessages', () => {
  const reader = similarMessages([
    {
      text: 'siento que me aprietan el pecho y sudo frio',
      tier: 'emergency',
      category: 'chest_pain',
    },
    {
      text: 'me aprieta el pecho cuando subo escaleras',
      tier: 'emergency',
      category: 'chest_pain',
    },
    { text: 'no tengo dolor de pecho, solo cansancio', tier: 'none', category: null },
    { text: 'que puedo cenar esta noche', tier: 'none', category: null },
    { text: 'que cenar si llego tarde', tier: 'none', category: null },
  ]);

  it('recognises a new wording, typos included, by the labelled messages it resembles', () => {
    expect(reader.categoryOf('sientoo q me apretan el pexo y sudo friio')).toBe('chest_pain');
  });

  it('adds nothing for a message that resembles ordinary ones, or nothing at all', () => {
    expect(reader.categoryOf('que puedo cenar si llego tarde')).toBeUndefined();
    expect(reader.categoryOf('xyz')).toBeUndefined();
    // Too few words to resemble anything.
    expect(reader.categoryOf('pecho frio')).toBeUndefined();
    expect(reader.categoryOf('semana tranquila 2')).toBeUndefined();
  });
});

describe('similarMessages, nearest examples', () => {
  const readerOf = (texts: readonly string[]) =>
    similarMessages(texts.map((text) => ({ text, tier: 'none' as const, category: null })));

  /** The nearest three as scoring every example gives them: the same tf-idf, summed in the
   * query's order of pieces; on a tie the one met first reading the query's pieces in order. */
  function scoringAll(texts: readonly string[]) {
    const documents = new Map<string, number>();
    for (const text of texts)
      for (const piece of pieces(text).keys())
        documents.set(piece, (documents.get(piece) ?? 0) + 1);
    const unit = (counts: Map<string, number>) => {
      const weights = new Map<string, number>();
      let norm = 0;
      for (const [piece, count] of counts) {
        const idf = Math.log((texts.length + 1) / ((documents.get(piece) ?? 0) + 1)) + 1;
        const weight = (1 + Math.log(count)) * idf;
        weights.set(piece, weight);
        norm += weight * weight;
      }
      const length = Math.sqrt(norm) || 1;
      for (const [piece, weight] of weights) weights.set(piece, weight / length);
      return weights;
    };
    const vectors = texts.map((text) => unit(pieces(text)));
    return (query: string) => {
      const queryWeights = unit(pieces(query));
      return vectors
        .map((vector, index) => {
          let [similarity, first, k] = [0, Infinity, 0];
          for (const [piece, weight] of queryWeights) {
            const other = vector.get(piece);
            if (other !== undefined)
              [similarity, first] = [similarity + weight * other, Math.min(first, k)];
            k += 1;
          }
          return { index, similarity, first };
        })
        .filter(({ first }) => first !== Infinity)
        .sort((a, b) => b.similarity - a.similarity || a.first - b.first || a.index - b.index)
        .slice(0, 3)
        .map(({ index, similarity }) => ({ index, similarity }));
    };
  }

  it('finds the nearest of scoring every example, similarities to the last bit and ties', () => {
    // Seeded, so a failure replays: a few hundred messages, common words far more often than
    // rare ones (the long lists of common pieces are the ones the reader leaves unread), some
    // written twice (exact ties).
    let seed = 12345;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const phrases = (
      'que,de la,me,el,y,en la casa,con,por la noche,desde ayer,muy,un poco,otra vez,todo el dia,' +
      'cuando camino,despues de comer,es normal,que hago,me duele el pecho,siento mareo,' +
      'tengo la glucosa en 300,me salio 54,me tiembla la mano,no puedo respirar bien,' +
      'tengo mucha sed,olvide la insulina,que puedo cenar,receta de desayuno,camine media hora,' +
      'dormi bien,mi esposo,mi mama,se desmayo,vomito toda la noche,la herida del pie,' +
      'estoy embarazada,arde al orinar,ya no quiero vivir,se me durmio el brazo,veo borroso,gracias'
    ).split(',');
    const pick = () => phrases[Math.floor(random() ** 2 * phrases.length)]!;
    const message = () => Array.from({ length: 2 + Math.floor(random() * 7) }, pick).join(' ');
    const texts = Array.from({ length: 300 }, message);
    texts.push(...texts.slice(0, 40));
    const [reader, nearest] = [readerOf(texts), scoringAll(texts)];
    const queries = [...texts.slice(0, 60), ...Array.from({ length: 200 }, message)];
    for (const query of [...queries, 'pecho', 'palabras que nadie escribio', ''])
      expect(reader.nearest(query)).toEqual(nearest(query));
  });

  it('on a tie, puts first the example met first in the query, not the first example', () => {
    const nearest = readerOf(['wopi', 'fuxo']).nearest('fuxo wopi');
    expect(nearest.map(({ index }) => index)).toEqual([1, 0]);
    expect(nearest[0]!.similarity).toBe(nearest[1]!.similarity);
  });

  it('still finds an example that holds only the pieces read last', () => {
    // "poxe" alone among longer messages with "poxe": its pieces are the commonest of the
    // query, read last, and it is nearer than a longer "zafu" message met long before.
    const fillers = 'dilo mena rosu tavi kelo numa sipo ladu fero bami'.split(' ');
    for (let extra = 1; extra <= 4; extra += 1)
      for (let longer = 1; longer <= 25; longer += 1) {
        const texts = [
          'zafu',
          'zafu',
          ['zafu', ...fillers.slice(0, extra)].join(' '),
          'poxe',
          ...Array.from({ length: longer }, (_, i) =>
            ['poxe', fillers[i % 10], fillers[(i + 3) % 10], fillers[(i + 7) % 10]].join(' '),
          ),
        ];
        expect(readerOf(texts).nearest('zafu poxe')).toEqual(scoringAll(texts)('zafu poxe'));
      }
  });
});
