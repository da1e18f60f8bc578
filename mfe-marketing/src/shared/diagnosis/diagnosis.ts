import { z } from 'zod';
import { LIMITS } from '@tm/shared-contracts';
import {
  CATEGORIAS,
  PATTERNS,
  type Categoria,
  type PatternKey,
  type ResultPattern,
} from './diagnosis-patterns.js';

/** The three questions of /diagnostico; in each, the options follow the order of CATEGORIAS. */
export const DIAGNOSIS_QUESTIONS = [
  {
    pregunta: '¿Cómo te sientes después de comer?',
    opciones: [
      'Me da mucho sueño y al rato tengo antojos',
      'Siento el estómago pesado, inflamado o con gases',
      'Como rápido, con nervios o por ansiedad',
      'Me da comezón o me salen ronchas',
    ],
  },
  {
    pregunta: '¿Qué te molesta más durante el día?',
    opciones: [
      'Me falta energía por la tarde y busco café, pan o galletas',
      'Tengo estreñimiento o diarrea con frecuencia',
      'Vivo con estrés y me cuesta relajarme',
      'Me duelen las articulaciones, como rodillas o manos',
    ],
  },
  {
    pregunta: '¿Cómo duermes y cómo amaneces?',
    opciones: [
      'Me despierto con mucha hambre y necesito café para arrancar',
      'Amanezco con acidez o con el estómago revuelto',
      'Me cuesta dormir porque no paro de pensar',
      'Amanezco con rigidez, o con los pies o la cara hinchados',
    ],
  },
] as const;

/** Word beginnings (lowercase, without accents) that count one point each for their category. */
export const DIAGNOSIS_KEYWORDS: Record<Categoria, readonly string[]> = {
  Metabólico: ['antoj', 'dulce', 'azucar', 'galleta', 'energia', 'cansancio', 'hambre', 'sueno'],
  Digestivo: ['estomago', 'gases', 'estrenimiento', 'diarrea', 'agrura', 'acidez', 'reflujo'],
  Estrés: [
    'estres',
    'nervio',
    'ansiedad',
    'preocupacion',
    'relajar',
    'dormir',
    'madrugada',
    'mente',
  ],
  Inflamatorio: ['comezon', 'roncha', 'articulacion', 'dolor', 'duele', 'piel', 'hinch', 'rigidez'],
};

export const diagnosisAnswerSchema = z.object({
  questionIndex: z
    .number()
    .int()
    .min(0)
    .max(LIMITS.diagnosisQuestions - 1),
  answer: z.string().min(1),
});
/** NM_diagnostico_simple: the chosen option text per answered question. */
export const diagnosticoSimpleSchema = z
  .array(diagnosisAnswerSchema)
  .max(LIMITS.diagnosisQuestions);
export type DiagnosticoSimple = z.infer<typeof diagnosticoSimpleSchema>;

const words = (text: string): string[] =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z]+/);

export function scoreAnswers(answers: DiagnosticoSimple): Record<Categoria, number> {
  const answerWords = answers.map(({ answer }) => words(answer));
  const count = (categoria: Categoria) =>
    answerWords.reduce(
      (total, ws) =>
        total + DIAGNOSIS_KEYWORDS[categoria].filter((k) => ws.some((w) => w.startsWith(k))).length,
      0,
    );
  return Object.fromEntries(CATEGORIAS.map((c) => [c, count(c)])) as Record<Categoria, number>;
}

/** A known pattern as is; an unknown combination 'A-B' falls back to A, anything else to Metabólico. */
export function resolvePatternKey(name: string): PatternKey {
  if (name in PATTERNS) return name as PatternKey;
  const top = CATEGORIAS.find((c) => name.startsWith(`${c}-`));
  return top ?? 'Metabólico';
}

export interface DiagnosisOutcome {
  clave: PatternKey;
  puntajes: Record<Categoria, number>;
  resultado: ResultPattern;
}

/** §4: the top category gives the pattern; a tie of the top two above 0 gives their combination. */
export function scoreDiagnosis(answers: DiagnosticoSimple): DiagnosisOutcome {
  const puntajes = scoreAnswers(answers);
  // A stable sort keeps CATEGORIAS order among equal scores, so combinations read as in PATTERNS.
  const [first, second] = [...CATEGORIAS].sort((a, b) => puntajes[b] - puntajes[a]);
  const top = first ?? 'Metabólico';
  const tied = second !== undefined && puntajes[top] > 0 && puntajes[second] === puntajes[top];
  const clave = resolvePatternKey(tied ? `${top}-${second}` : top);
  return { clave, puntajes, resultado: PATTERNS[clave] };
}
