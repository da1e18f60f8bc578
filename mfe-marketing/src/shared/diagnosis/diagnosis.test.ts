import { LIMITS } from '@tm/shared-contracts';
import {
  CATEGORIAS,
  COMBINED_PATTERNS,
  PATTERNS,
  resultPatternSchema,
  type Categoria,
  type PatternKey,
} from './diagnosis-patterns.js';
import {
  DIAGNOSIS_QUESTIONS,
  diagnosticoSimpleSchema,
  resolvePatternKey,
  scoreAnswers,
  scoreDiagnosis,
  type DiagnosticoSimple,
} from './diagnosis.js';

/** The answer set that picks option `choices[i]` in question i. */
const answersFor = (choices: number[]): DiagnosticoSimple =>
  choices.map((option, questionIndex) => ({
    questionIndex,
    answer: DIAGNOSIS_QUESTIONS[questionIndex]!.opciones[option]!,
  }));
const patternOf = (choices: number[]) => scoreDiagnosis(answersFor(choices)).clave;
const option = (categoria: Categoria) => CATEGORIAS.indexOf(categoria);

describe('DIAGNOSIS_QUESTIONS', () => {
  it(`has ${LIMITS.diagnosisQuestions} questions of ${LIMITS.diagnosisOptions} options`, () => {
    expect(DIAGNOSIS_QUESTIONS).toHaveLength(LIMITS.diagnosisQuestions);
    for (const q of DIAGNOSIS_QUESTIONS) expect(q.opciones).toHaveLength(LIMITS.diagnosisOptions);
  });

  // Each option scores only for the category at its position.
  const everyOption = DIAGNOSIS_QUESTIONS.flatMap((q, qi) =>
    q.opciones.map((text, oi) => [qi, CATEGORIAS[oi]!, text] as const),
  );
  it.each(everyOption)(
    'question %i: %s option scores only for it',
    (questionIndex, categoria, answer) => {
      const scores = scoreAnswers([{ questionIndex, answer }]);
      for (const c of CATEGORIAS) {
        if (c === categoria) expect(scores[c]).toBeGreaterThan(0);
        else expect(scores[c]).toBe(0);
      }
    },
  );
});

describe('scoreAnswers', () => {
  it('ignores accents and case', () => {
    const scores = scoreAnswers([{ questionIndex: 0, answer: 'ESTRÉS, estres y Estrés; DOLOR' }]);
    expect(scores).toEqual({ Metabólico: 0, Digestivo: 0, Estrés: 1, Inflamatorio: 1 });
  });

  it('counts each keyword once per answer and adds up answers', () => {
    const scores = scoreAnswers([
      { questionIndex: 0, answer: 'antojo de dulce, mucho dulce' },
      { questionIndex: 1, answer: 'hambre' },
    ]);
    expect(scores.Metabólico).toBe(3);
  });
});

describe('scoreDiagnosis', () => {
  it.each(CATEGORIAS)('all three %s answers give the %s pattern', (categoria) => {
    expect(patternOf([0, 1, 2].map(() => option(categoria)))).toBe(categoria);
  });

  // Every answer set, and which pattern it gives: all ten patterns are reachable.
  const allChoices = [0, 1, 2, 3].flatMap((a) =>
    [0, 1, 2, 3].flatMap((b) => [0, 1, 2, 3].map((c) => [a, b, c])),
  );
  const reached = new Map<PatternKey, number[]>();
  for (const choices of allChoices) reached.set(patternOf(choices), choices);

  it.each([...CATEGORIAS, ...COMBINED_PATTERNS])('%s is reachable from some answer set', (key) => {
    const choices = reached.get(key);
    expect(choices).toBeDefined();
    const { puntajes } = scoreDiagnosis(answersFor(choices!));
    const [a, b] = key.split('-') as [Categoria, Categoria?];
    if (b) expect(puntajes[a]).toBe(puntajes[b]);
  });

  it('a tie of the top two gives their combination, whatever the answer order', () => {
    const choices = reached.get('Estrés-Inflamatorio')!;
    const answers = answersFor(choices);
    expect(scoreDiagnosis(answers.reverse()).clave).toBe('Estrés-Inflamatorio');
  });

  it('combines the first two in category order when three categories tie', () => {
    const answers: DiagnosticoSimple = [
      { questionIndex: 0, answer: 'dolor' },
      { questionIndex: 1, answer: 'gases' },
      { questionIndex: 2, answer: 'estrés' },
    ];
    expect(scoreDiagnosis(answers).clave).toBe('Digestivo-Estrés');
  });

  it('a clear winner beats a tie below it', () => {
    const answers: DiagnosticoSimple = [
      { questionIndex: 0, answer: 'dolor y piel' },
      { questionIndex: 1, answer: 'gases' },
      { questionIndex: 2, answer: 'estrés' },
    ];
    expect(scoreDiagnosis(answers).clave).toBe('Inflamatorio');
  });

  it('no answers, or answers without keywords, give Metabólico', () => {
    expect(scoreDiagnosis([]).clave).toBe('Metabólico');
    expect(scoreDiagnosis([{ questionIndex: 0, answer: 'No sé' }]).clave).toBe('Metabólico');
  });

  it('returns the pattern content and the scores', () => {
    const outcome = scoreDiagnosis(answersFor([1, 1, 1]));
    expect(outcome.resultado).toBe(PATTERNS.Digestivo);
    expect(outcome.puntajes.Digestivo).toBeGreaterThan(0);
  });
});

describe('resolvePatternKey', () => {
  it.each([
    ['Digestivo-Estrés', 'Digestivo-Estrés'],
    ['Inflamatorio-Metabólico', 'Inflamatorio'],
    ['Estrés-Digestivo', 'Estrés'],
    ['Desconocido', 'Metabólico'],
    ['', 'Metabólico'],
  ] as const)('%p resolves to %s', (name, key) => expect(resolvePatternKey(name)).toBe(key));
});

describe('PATTERNS', () => {
  const elimination = `${LIMITS.inflammatoryEliminationDays} días`;
  it.each(Object.entries(PATTERNS))(
    '%s has a title, a description and five recommendations',
    (key, pattern) => {
      expect(resultPatternSchema.parse(pattern)).toEqual(pattern);
      expect(pattern.recomendaciones).toHaveLength(LIMITS.recommendationsPerPattern);
      expect(new Set(pattern.recomendaciones).size).toBe(LIMITS.recommendationsPerPattern);
      expect(pattern.recomendaciones.join(' ')).toMatch(/médico/);
      const advisesElimination = pattern.recomendaciones.some((r) => r.includes(elimination));
      expect(advisesElimination).toBe(key.includes('Inflamatorio'));
    },
  );

  it('covers the four categories and six combinations', () => {
    expect(Object.keys(PATTERNS).sort()).toEqual([...CATEGORIAS, ...COMBINED_PATTERNS].sort());
  });
});

describe('diagnosticoSimpleSchema', () => {
  it('accepts the stored NM_diagnostico_simple shape', () => {
    const stored = JSON.parse(JSON.stringify(answersFor([0, 2, 3])));
    expect(diagnosticoSimpleSchema.parse(stored)).toEqual(stored);
  });

  it.each([
    [[{ questionIndex: 3, answer: 'x' }]],
    [[{ questionIndex: 0, answer: '' }]],
    [[{ questionIndex: 0.5, answer: 'x' }]],
    [{ questionIndex: 0, answer: 'x' }],
    [answersFor([0, 0, 0]).concat({ questionIndex: 0, answer: 'x' })],
  ])('rejects %j', (value) => expect(diagnosticoSimpleSchema.safeParse(value).success).toBe(false));
});
